// @vitest-environment node
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createRenderSlots,
  NETWORK_WAITING_PLACES,
  NETWORK_TOO_MANY_RENDERS_TEXT,
  RETRY_AFTER_SECONDS,
  SITE_BUSY_TEXT,
  TOO_MANY_RENDERS_TEXT,
  withRenderSlot,
  type RenderSlot,
} from './render-limit';

/** Gives a slot back (a test's slot must have been given). */
function release(slot: RenderSlot): void {
  if (typeof slot !== 'function') throw new Error(`no slot was given: ${slot}`);
  slot();
}

/** What a slot request has come to so far: its slot or refusal, or 'waiting'. */
function watch(request: Promise<RenderSlot> | RenderSlot): { readonly now: RenderSlot | 'waiting' } {
  const state: { now: RenderSlot | 'waiting' } = { now: 'waiting' };
  void Promise.resolve(request).then((slot) => (state.now = slot));
  return state;
}

/** Lets promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('createRenderSlots', () => {
  it('gives a client its slots, then none until one is released', async () => {
    const slots = createRenderSlots(2);
    const first = await slots('203.0.113.5');
    const second = await slots('203.0.113.5');
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(await slots('203.0.113.5')).toBe('client');
    release(first);
    expect(await slots('203.0.113.5')).toBeTypeOf('function');
  });

  it('keeps clients apart, and counts an IPv6 /64 as one client', async () => {
    const slots = createRenderSlots(1);
    expect(await slots('203.0.113.5')).toBeTypeOf('function');
    expect(await slots('203.0.113.6')).toBeTypeOf('function');
    expect(await slots('2001:db8:1:2::1')).toBeTypeOf('function');
    expect(await slots('2001:db8:1:2:ffff::9')).toBe('client'); // same /64, another host
    expect(await slots('2001:db8:1:3::1')).toBeTypeOf('function');
  });

  it('ignores a second release of the same slot', async () => {
    const slots = createRenderSlots(2);
    const first = await slots('198.51.100.1');
    await slots('198.51.100.1');
    release(first);
    release(first); // must not free the other render's slot
    expect(await slots('198.51.100.1')).toBeTypeOf('function');
    expect(await slots('198.51.100.1')).toBe('client');
  });

  it('refuses at once, past the site-wide bound, a client that already has a render', async () => {
    const slots = createRenderSlots(2, 3);
    const releases = [await slots('203.0.113.1'), await slots('203.0.113.2'), await slots('203.0.113.3')];
    expect(await slots('203.0.113.1')).toBe('site'); // within its own, not within the site's
    release(releases[1]!);
    expect(await slots('203.0.113.1')).toBeTypeOf('function');
    expect(await slots('203.0.113.3')).toBe('site');
  });

  it('forgets a client once its renders end (a flood of addresses leaves no entries)', async () => {
    const slots = createRenderSlots(1, Number.POSITIVE_INFINITY);
    for (let i = 0; i < 10_000; i++) release(await slots(`10.0.${i >> 8}.${i & 255}`));
    for (let i = 0; i < 10_000; i++) expect(await slots(`10.0.${i >> 8}.${i & 255}`)).toBeTypeOf('function');
  });

  describe('when every slot is in use', () => {
    /** Two flooding addresses holding the site's 4 slots, 2 each. */
    async function flooded(waiting?: { places?: number; waitMs?: number }) {
      const slots = createRenderSlots(2, 4, waiting);
      const held = [
        await slots('198.51.100.1'),
        await slots('198.51.100.1'),
        await slots('198.51.100.2'),
        await slots('198.51.100.2'),
      ];
      for (const slot of held) expect(slot).toBeTypeOf('function');
      return { slots, held };
    }

    it("gives the next freed slot to a client with no render, before a flooder's next request", async () => {
      const { slots, held } = await flooded();
      const visitor = watch(slots('203.0.113.9'));
      await settle();
      expect(visitor.now).toBe('waiting');
      release(held[0]!);
      // The flooder asks again at once: it still has a render, the freed slot is the visitor's.
      expect(await slots('198.51.100.1')).toBe('site');
      await settle();
      expect(visitor.now).toBeTypeOf('function');
      // The site is full again: the next new client waits, and the visitor's slot, once freed, is its.
      const next = watch(slots('203.0.113.10'));
      await settle();
      expect(next.now).toBe('waiting');
      release(visitor.now as RenderSlot);
      expect(await slots('198.51.100.1')).toBe('site');
      await settle();
      expect(next.now).toBeTypeOf('function');
      // Nobody waits: a freed slot is the first asker's, flooder or not.
      release(next.now as RenderSlot);
      expect(await slots('198.51.100.1')).toBeTypeOf('function');
    });

    it('gives freed slots to waiting clients, the one waiting longest first', async () => {
      const { slots, held } = await flooded();
      const first = watch(slots('203.0.113.1'));
      const second = watch(slots('203.0.113.2'));
      await settle();
      release(held[2]!);
      await settle();
      expect(first.now).toBeTypeOf('function');
      expect(second.now).toBe('waiting');
      release(held[3]!);
      await settle();
      expect(second.now).toBeTypeOf('function');
    });

    it('keeps one waiting place per client: its second request is refused at once (429)', async () => {
      const { slots, held } = await flooded();
      const waiting = watch(slots('203.0.113.9'));
      expect(await slots('203.0.113.9')).toBe('client');
      const other = watch(slots('203.0.113.200')); // another client is not held by it
      await settle();
      expect(other.now).toBe('waiting');
      release(held[0]!);
      await settle();
      expect(waiting.now).toBeTypeOf('function');
      expect(other.now).toBe('waiting');
    });

    it('bounds the waiting line: past its places, a new client is refused at once (503)', async () => {
      const { slots, held } = await flooded({ places: 2 });
      const waiting = [watch(slots('203.0.113.1')), watch(slots('203.0.113.2'))];
      expect(await slots('203.0.113.3')).toBe('site');
      release(held[0]!);
      await settle();
      expect(waiting[0]!.now).toBeTypeOf('function');
      // A place is free again.
      const third = watch(slots('203.0.113.3'));
      await settle();
      expect(third.now).toBe('waiting');
    });

    it('keeps a network to its own places: 70 /64s of one IPv6 /48 leave the line open to a visitor of another network', async () => {
      const { slots, held } = await flooded();
      // One attacker's /48 holds 65,536 /64s, each a client of its own: without a network's bound,
      // 64 of them fill the line and every other visitor's page not kept yet is 503 at once.
      const attacker = Array.from({ length: 70 }, (_, i) => slots(`2001:db8:1:${i.toString(16)}::1`));
      const queued = attacker.filter((slot) => slot instanceof Promise);
      expect(queued).toHaveLength(NETWORK_WAITING_PLACES.ipv6);
      expect(attacker.filter((slot) => slot === 'network')).toHaveLength(70 - NETWORK_WAITING_PLACES.ipv6);
      const visitor = watch(slots('2001:db8:ffff:1::1')); // another /48
      const ipv4Visitor = watch(slots('192.0.2.44'));
      await settle();
      expect(visitor.now).toBe('waiting');
      expect(ipv4Visitor.now).toBe('waiting');
      // The attacker's places come first (they came first), then the visitors': one render each.
      for (const slot of held) release(slot);
      await settle();
      for (const slot of queued.slice(0, 4)) expect(typeof (await slot)).toBe('function');
      // A place the network's render freed is open to the network again, behind the visitors.
      const again = watch(slots('2001:db8:1:ffff::1'));
      await settle();
      expect(again.now).toBe('waiting');
      for (const slot of queued.slice(0, 4)) release(await slot);
      await settle();
      for (const slot of queued.slice(4)) expect(typeof (await slot)).toBe('function');
      for (const slot of queued.slice(4)) release(await slot);
      await settle();
      expect(visitor.now).toBeTypeOf('function');
      expect(ipv4Visitor.now).toBeTypeOf('function');
      expect(again.now).toBeTypeOf('function');
    });

    it('counts an IPv4 /24 together only generously (a carrier-grade NAT holds many real visitors)', async () => {
      const { slots } = await flooded();
      const network = Array.from({ length: 40 }, (_, i) => slots(`203.0.113.${i + 10}`));
      expect(network.filter((slot) => slot instanceof Promise)).toHaveLength(NETWORK_WAITING_PLACES.ipv4);
      expect(network.filter((slot) => slot === 'network')).toHaveLength(40 - NETWORK_WAITING_PLACES.ipv4);
      expect(NETWORK_WAITING_PLACES.ipv4).toBeGreaterThan(NETWORK_WAITING_PLACES.ipv6);
      expect(watch(slots('198.51.100.200')).now).toBe('waiting');
    });

    it('frees a network’s place when its client gives up waiting', async () => {
      vi.useFakeTimers();
      const { slots } = await flooded({ waitMs: 100 });
      const first = Array.from({ length: NETWORK_WAITING_PLACES.ipv6 }, (_, i) =>
        slots(`2001:db8:1:${i}::1`),
      );
      expect(slots('2001:db8:1:ff::1')).toBe('network');
      await vi.advanceTimersByTimeAsync(100);
      for (const slot of first) expect(await slot).toBe('site');
      expect(slots('2001:db8:1:ff::1')).toBeInstanceOf(Promise);
    });

    it('bounds the wait: a client waits at most waitMs, then 503, and a later slot goes to the next one', async () => {
      vi.useFakeTimers();
      const { slots, held } = await flooded({ waitMs: 2_000 });
      const late = watch(slots('203.0.113.1'));
      await vi.advanceTimersByTimeAsync(1_000);
      const next = watch(slots('203.0.113.2'));
      await vi.advanceTimersByTimeAsync(999);
      expect(late.now).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(late.now).toBe('site');
      expect(next.now).toBe('waiting');
      release(held[0]!);
      await vi.advanceTimersByTimeAsync(0);
      expect(next.now).toBeTypeOf('function');
      // The one that gave up holds nothing: a slot freed now goes to the next new client.
      release(held[1]!);
      expect(await slots('203.0.113.1')).toBeTypeOf('function');
    });

    it('frees the place of a client that disconnects while waiting, and gives it no slot', async () => {
      const { slots, held } = await flooded({ places: 1 });
      const gone = new AbortController();
      const leaving = watch(slots('203.0.113.1', gone.signal));
      await settle();
      expect(await slots('203.0.113.2')).toBe('site'); // the only place is taken
      gone.abort();
      await settle();
      expect(leaving.now).toBe('site');
      const next = watch(slots('203.0.113.2'));
      release(held[0]!);
      await settle();
      expect(next.now).toBeTypeOf('function');
      release(held[1]!); // free, nobody waiting: the next client takes it at once
      expect(await slots('203.0.113.3')).toBeTypeOf('function');
    });

    it('never queues a request whose client is already gone', async () => {
      const { slots, held } = await flooded({ places: 1 });
      const gone = new AbortController();
      gone.abort();
      expect(await slots('203.0.113.1', gone.signal)).toBe('site');
      const next = watch(slots('203.0.113.2'));
      release(held[0]!);
      await settle();
      expect(next.now).toBeTypeOf('function');
    });

    it('hands one freed slot to one waiting client, however often it is released', async () => {
      const { slots, held } = await flooded();
      const first = watch(slots('203.0.113.1'));
      const second = watch(slots('203.0.113.2'));
      await settle();
      release(held[0]!);
      release(held[0]!);
      await settle();
      expect(first.now).toBeTypeOf('function');
      expect(second.now).toBe('waiting');
      release(first.now as RenderSlot);
      release(first.now as RenderSlot);
      await settle();
      expect(second.now).toBeTypeOf('function');
      // The site is full again (three of the flooders' renders and the second's): a new client waits.
      const third = watch(slots('203.0.113.3'));
      await settle();
      expect(third.now).toBe('waiting');
    });
  });
});

describe('withRenderSlot', () => {
  function setup(perClient = 1, atOnce = 4, waiting?: { places?: number; waitMs?: number }) {
    const slots = createRenderSlots(perClient, atOnce, waiting);
    const rendering: (() => void)[] = [];
    const app = new Hono();
    app.use(async (c, next) => {
      c.set('clientAddress', c.req.header('x-test-client') ?? '127.0.0.1');
      await next();
    });
    app.get('/slow', (c) =>
      withRenderSlot(c, slots, async () => {
        await new Promise<void>((resolve) => rendering.push(resolve));
        return c.text('rendered');
      }),
    );
    app.get('/fail', (c) =>
      withRenderSlot(c, slots, async () => {
        throw new Error('render failed');
      }),
    );
    app.onError((_error, c) => c.text('failed', 500));
    // Ends the oldest render still going.
    return { app, finish: () => rendering.shift()?.(), rendering };
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
    const page = await refused.text();
    expect(page).toContain(TOO_MANY_RENDERS_TEXT);
    // A way to ask the same address again (an empty href is this document's address), not only home.
    expect(page).toContain('<a href="">Try again</a>');
    expect(refused.headers.get('content-length')).toMatch(/^\d{3}$/); // a few hundred bytes, sent as they are
    const other = app.request('/slow', { headers: { 'x-test-client': '192.0.2.7' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    finish();
    expect((await first).status).toBe(200);
    finish();
    expect((await other).status).toBe(200);
  });

  it('answers 429 with its own page to a network past its places in the line, a visitor of another network waiting', async () => {
    const { app, finish, rendering } = setup(1, 1);
    const first = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const ask = (client: string) => app.request('/slow', { headers: { 'x-test-client': client } });
    const waiting = Array.from({ length: NETWORK_WAITING_PLACES.ipv6 }, (_, i) => ask(`2001:db8:7:${i}::1`));
    const refused = await ask('2001:db8:7:ff::1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toContain(NETWORK_TOO_MANY_RENDERS_TEXT);
    const visitor = ask('198.51.100.9');
    for (let i = 0; i <= NETWORK_WAITING_PLACES.ipv6 + 1; i++) {
      while (rendering.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      finish();
    }
    expect((await first).status).toBe(200);
    for (const answer of await Promise.all(waiting)) expect(answer.status).toBe(200);
    expect((await visitor).status).toBe(200);
  });

  it('answers 503 with Retry-After at once when the site renders all it may and the client has a render', async () => {
    const { app, finish } = setup(2, 1);
    const first = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await app.request('/slow');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toContain(SITE_BUSY_TEXT);
    finish();
    expect((await first).status).toBe(200);
  });

  it('answers 503 to another client once it has waited the bound with no slot freed', async () => {
    const { app, finish } = setup(1, 1, { waitMs: 30 });
    const first = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const started = performance.now();
    const refused = await app.request('/slow', { headers: { 'x-test-client': '192.0.2.7' } });
    expect(refused.status).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
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

  it('answers every page of a visitor beside two addresses flooding new pages as fast as they can', async () => {
    // The site's 4 slots, 2 per client: two flooders each keep 4 requests going, a new one as soon as
    // one is answered (refusals included). Renders end one at a time, every millisecond.
    const { app, finish } = setup(2, 4);
    let flooding = true;
    const flooderAnswers: number[] = [];
    const flooder = async (address: string) => {
      while (flooding) {
        const answer = await app.request('/slow', { headers: { 'x-test-client': address } });
        flooderAnswers.push(answer.status);
        await new Promise((resolve) => setImmediate(resolve)); // the network's turn
      }
    };
    const flooders = ['198.51.100.1', '198.51.100.2'].flatMap((address) =>
      Array.from({ length: 4 }, () => flooder(address)),
    );
    const ending = setInterval(finish, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const visitor: number[] = [];
    for (let i = 0; i < 20; i++) {
      visitor.push((await app.request('/slow', { headers: { 'x-test-client': '203.0.113.9' } })).status);
    }
    flooding = false;
    await Promise.all(flooders); // their last requests, answered as renders keep ending
    clearInterval(ending);
    expect(visitor).toEqual(Array.from({ length: 20 }, () => 200));
    // The flooders were answered too, and refused past their own share.
    expect(flooderAnswers).toContain(200);
    expect(flooderAnswers.some((status) => status === 429 || status === 503)).toBe(true);
  });

  it('frees the waiting place of a visitor who disconnects, and never renders its page', async () => {
    const { app, finish, rendering } = setup(1, 1, { places: 1 });
    const first = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const gone = new AbortController();
    const leaving = app.request('/slow', { headers: { 'x-test-client': '192.0.2.7' }, signal: gone.signal });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The only waiting place is taken.
    expect((await app.request('/slow', { headers: { 'x-test-client': '192.0.2.8' } })).status).toBe(503);
    gone.abort();
    expect((await leaving).status).toBe(503);
    const next = app.request('/slow', { headers: { 'x-test-client': '192.0.2.8' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    finish();
    expect((await first).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(rendering).toHaveLength(1); // the next visitor's render, not the gone one's
    finish();
    expect((await next).status).toBe(200);
  });
});
