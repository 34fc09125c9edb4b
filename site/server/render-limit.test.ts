// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  createRenderSlots,
  RETRY_AFTER_SECONDS,
  SITE_BUSY_TEXT,
  TOO_MANY_RENDERS_TEXT,
  withRenderSlot,
  type RenderSlots,
} from './render-limit';

/** Gives a slot back (a test's slot must have been given). */
function release(slot: ReturnType<RenderSlots>): void {
  if (typeof slot !== 'function') throw new Error(`no slot was given: ${slot}`);
  slot();
}

describe('createRenderSlots', () => {
  it('gives a client its slots, then none until one is released', () => {
    const slots = createRenderSlots(2);
    const first = slots('203.0.113.5');
    const second = slots('203.0.113.5');
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(slots('203.0.113.5')).toBe('client');
    release(first);
    expect(slots('203.0.113.5')).toBeTypeOf('function');
  });

  it('keeps clients apart, and counts an IPv6 /64 as one client', () => {
    const slots = createRenderSlots(1);
    expect(slots('203.0.113.5')).toBeTypeOf('function');
    expect(slots('203.0.113.6')).toBeTypeOf('function');
    expect(slots('2001:db8:1:2::1')).toBeTypeOf('function');
    expect(slots('2001:db8:1:2:ffff::9')).toBe('client'); // same /64, another host
    expect(slots('2001:db8:1:3::1')).toBeTypeOf('function');
  });

  it('ignores a second release of the same slot', () => {
    const slots = createRenderSlots(2);
    const first = slots('198.51.100.1');
    slots('198.51.100.1');
    release(first);
    release(first); // must not free the other render's slot
    expect(slots('198.51.100.1')).toBeTypeOf('function');
    expect(slots('198.51.100.1')).toBe('client');
  });

  it('gives no client a slot past the site-wide bound, and frees it when a render ends', () => {
    const slots = createRenderSlots(2, 3);
    const releases = [slots('203.0.113.1'), slots('203.0.113.2'), slots('203.0.113.3')];
    expect(slots('203.0.113.4')).toBe('site');
    expect(slots('203.0.113.1')).toBe('site'); // within its own, not within the site's
    release(releases[1]!);
    release(releases[1]!); // a second release frees nothing more
    expect(slots('203.0.113.4')).toBeTypeOf('function');
    expect(slots('203.0.113.5')).toBe('site');
  });

  it('forgets a client once its renders end (a flood of addresses leaves no entries)', () => {
    const slots = createRenderSlots(1, Number.POSITIVE_INFINITY);
    for (let i = 0; i < 10_000; i++) release(slots(`10.0.${i >> 8}.${i & 255}`));
    for (let i = 0; i < 10_000; i++) expect(slots(`10.0.${i >> 8}.${i & 255}`)).toBeTypeOf('function');
  });
});

describe('withRenderSlot', () => {
  function setup(perClient = 1, atOnce = 4) {
    const slots = createRenderSlots(perClient, atOnce);
    const waiting: (() => void)[] = [];
    const app = new Hono();
    app.use(async (c, next) => {
      c.set('clientAddress', c.req.header('x-test-client') ?? '127.0.0.1');
      await next();
    });
    app.get('/slow', (c) =>
      withRenderSlot(c, slots, async () => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        return c.text('rendered');
      }),
    );
    app.get('/fail', (c) =>
      withRenderSlot(c, slots, async () => {
        throw new Error('render failed');
      }),
    );
    app.onError((_error, c) => c.text('failed', 500));
    // Ends the oldest render still waiting.
    return { app, finish: () => waiting.shift()?.() };
  }

  it('answers 429 with Retry-After and a readable page past the limit, the others unaffected', async () => {
    const { app, finish } = setup();
    const first = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await app.request('/slow');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await refused.text()).toContain(TOO_MANY_RENDERS_TEXT);
    expect(refused.headers.get('content-length')).toMatch(/^\d{3}$/); // a few hundred bytes, sent as they are
    const other = app.request('/slow', { headers: { 'x-test-client': '192.0.2.7' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    finish();
    expect((await first).status).toBe(200);
    finish();
    expect((await other).status).toBe(200);
  });

  it('answers 503 with Retry-After when the site renders all it may, whoever asks', async () => {
    const { app, finish } = setup(1, 1);
    const first = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await app.request('/slow', { headers: { 'x-test-client': '192.0.2.7' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toContain(SITE_BUSY_TEXT);
    finish();
    expect((await first).status).toBe(200);
  });

  it('gives the slot back when the render fails', async () => {
    const { app, finish } = setup();
    expect((await app.request('/fail')).status).toBe(500);
    const next = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 5));
    finish();
    expect((await next).status).toBe(200);
  });
});
