// @vitest-environment node
import { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from '../../src/entry-server';
import { createRenderSlots } from '../render-limit';
import { ROUTE_ENTRIES } from '../../src/config/routes';
import { FREE_TEXT_PARAMS as FREE_TEXT } from '../../src/app/route-query-normalisers';
import { cachedStaticPages, mayReadData, type StaticPagesOptions } from './static-pages';

const POLICY = "default-src 'self'; script-src 'self'";

async function renderPage(request: Request): Promise<RenderedPage> {
  const url = new URL(request.url);
  await new Promise((resolve) => setTimeout(resolve, 5)); // a render takes a while
  return {
    status: url.pathname === '/missing' ? 404 : 200,
    head: `<title>${url.searchParams.get('tab') ?? 'default'}</title>`,
    body: `<main>${url.pathname}${url.search}</main>`,
    data: '',
    routeModules: [],
  };
}

const finishPage = async (page: RenderedPage) => `<html>${page.head}${page.body}</html>`;

function setup(overrides: Partial<StaticPagesOptions> = {}) {
  const render = vi.fn(renderPage);
  const app = new Hono();
  app.use(async (c, next) => {
    c.set('clientAddress', c.req.header('x-test-client') ?? '127.0.0.1');
    await next();
  });
  app.get(
    '*',
    cachedStaticPages({
      renderSlots: createRenderSlots(1_000),
      render,
      finishPage,
      policy: async () => POLICY,
      cacheControl: 'no-cache',
      siteUrl: 'https://parley.example',
      ...overrides,
    }),
  );
  app.get('*', (c) => c.text('next handler'));
  return { app, render };
}

describe('cachedStaticPages', () => {
  it('answers 50 concurrent requests for a tagged link with one render, of the page without the tag', async () => {
    const { app, render } = setup();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => app.request(`/documentation?utm_source=${i}&tab=api&tab=faq`)),
    );
    expect(render).toHaveBeenCalledOnce();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('<html><title>api</title><main>/documentation?tab=api</main></html>');
    }
    await app.request('/documentation?tab=api&gclid=1&fbclid=2&tab=');
    expect(render).toHaveBeenCalledOnce();
  });

  it('sends the page an uncached render gives, with the rendered pages’ policy and no-cache', async () => {
    const { app } = setup();
    const answer = await app.request('/documentation?tab=api', { headers: { 'Accept-Encoding': 'gzip' } });
    const uncached = await finishPage(
      await renderPage(new Request('https://parley.example/documentation?tab=api')),
    );
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(uncached);
    expect(answer.headers.get('content-security-policy')).toBe(POLICY);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers 304 when the browser has the page, the whole page for a junk If-None-Match', async () => {
    const { app } = setup();
    const first = await app.request('/pricing?ref=x');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await app.request('/pricing?ref=x', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('content-security-policy')).toBe(POLICY);
    for (const junk of ['', '*x', 'W/', `"${'x'.repeat(8_000)}"`]) {
      const answer = await app.request('/pricing?ref=x', { headers: { 'If-None-Match': junk } });
      expect(answer.status, junk).toBe(200);
    }
  });

  it('renders from the key alone: the URL as asked, never the visitor’s headers or host', async () => {
    const { app, render } = setup();
    await app.request('http://evil.example/signup?type=demo&plan=starter&type=trial', {
      headers: { Cookie: 'sb-access-token=secret', Authorization: 'Bearer user-token', Host: 'evil.example' },
    });
    const request = render.mock.calls[0]![0];
    expect(request.url).toBe('https://parley.example/signup?plan=starter&type=demo');
    expect(request.headers.get('cookie')).toBeNull();
    expect(request.headers.get('authorization')).toBeNull();
    // Another order, a repeat or a tag is the same page.
    await app.request('/signup?plan=starter&utm_campaign=x&type=demo&plan=');
    expect(render).toHaveBeenCalledOnce();
  });

  it('renders a page with a huge unknown parameter as the page without it', async () => {
    const { app, render } = setup();
    const answer = await app.request(`/webinars?junk=${'x'.repeat(20_000)}`);
    expect(await answer.text()).toBe('<html><title>default</title><main>/webinars</main></html>');
    expect(render.mock.calls[0]![0].url).toBe('https://parley.example/webinars');
  });

  it('keeps a path that looks like another origin on this site', async () => {
    const { app, render } = setup();
    for (const path of ['//evil.example/', '//evil.example/x?y=1', '/\\evil.example']) {
      await app.request(path);
    }
    for (const [request] of render.mock.calls)
      expect(new URL(request.url).origin).toBe('https://parley.example');
  });

  it('renders new addresses in the client’s render slots, and never limits a kept page', async () => {
    const { app, render } = setup({ renderSlots: createRenderSlots(2) });
    await app.request('/documentation?tab=api'); // kept
    const flood = await Promise.all(
      Array.from({ length: 10 }, (_, i) => app.request(`/documentation?topic=junk-${i}`)),
    );
    expect(flood.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(flood.filter((answer) => answer.status === 429)).toHaveLength(8);
    expect(render).toHaveBeenCalledTimes(3);
    // Meanwhile the kept page, and another client's new page, are answered.
    const [kept, other] = await Promise.all([
      app.request('/documentation?tab=api&gclid=1'),
      app.request('/documentation?topic=other', { headers: { 'x-test-client': '192.0.2.1' } }),
    ]);
    expect(kept.status).toBe(200);
    expect(other.status).toBe(200);
  });

  it('keeps "not found" pages, with their status and no ETag', async () => {
    const { app, render } = setup();
    for (let i = 0; i < 3; i++) {
      const answer = await app.request('/missing', { headers: { 'If-None-Match': '*' } });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('etag')).toBeNull();
    }
    expect(render).toHaveBeenCalledOnce();
  });

  it('stays within its bounds under distinct free-text queries', async () => {
    // The topic filter shows its text: each distinct one is a page of its own (route-query-normalisers.ts).
    const { app, render } = setup({ cache: { maxEntries: 10 } });
    await app.request('/documentation?tab=api');
    for (let i = 0; i < 100; i++) await app.request(`/documentation?topic=${i}`);
    expect(render).toHaveBeenCalledTimes(101);
    // The tab link was least recently used: it is out, and rendered again.
    await app.request('/documentation?tab=api');
    expect(render).toHaveBeenCalledTimes(102);
    // The last ten pages are still kept.
    for (let i = 91; i < 100; i++) await app.request(`/documentation?topic=${i}`);
    expect(render).toHaveBeenCalledTimes(102);
  });

  it('answers 300 junk values of every declared parameter with the page without it: one render, no real page evicted', async () => {
    const { app, render } = setup({ cache: { maxEntries: 20 } });
    const real = ['/documentation?tab=api', '/signup?plan=starter&type=demo', '/webinars?tab=recorded'];
    for (const path of real) await app.request(path);
    for (const [name, route] of ROUTE_ENTRIES) {
      if (route.path.includes(':') || route.path === '*' || mayReadData(route.path)) continue;
      for (const param of route.query) {
        if (FREE_TEXT[name]?.includes(param)) continue;
        const before = render.mock.calls.length;
        for (let i = 0; i < 300; i++) {
          const answer = await app.request(`${route.path}?${param}=junk-${i}`);
          expect(answer.status, `${route.path}?${param}=junk-${i}`).toBeLessThan(400);
        }
        // At most the page without the parameter, once (it may be kept already).
        expect(render.mock.calls.length - before, `${name} ?${param}=`).toBeLessThanOrEqual(1);
      }
    }
    // Every real page is still kept: asking them again renders nothing.
    const before = render.mock.calls.length;
    for (const path of real) await app.request(path);
    expect(render.mock.calls.length).toBe(before);
  });

  it('renders repeated, empty, huge, percent-encoded and case-variant junk as the page without it', async () => {
    const { app, render } = setup();
    await app.request('/signup');
    await app.request('/documentation');
    for (const query of [
      '?type=junk&type=demo',
      '?type=',
      `?type=${'x'.repeat(10_240)}`,
      '?type=%E2%9C%93%00%ZZ',
      '?type=SUBSCRIBE',
      '?type=Demo',
      '?plan=STARTER&plan=starter',
      `?plan=${encodeURIComponent('starter ')}`,
    ])
      expect(await (await app.request(`/signup${query}`)).text(), query).toContain('<main>/signup</main>');
    for (const query of ['?tab=junk&tab=api', '?tab=API', `?tab=${'%41'.repeat(3_000)}`, '?tab=%61pi%00'])
      expect(await (await app.request(`/documentation${query}`)).text(), query).toContain(
        '<main>/documentation</main>',
      );
    expect(render).toHaveBeenCalledTimes(2);
    // What the page honours keeps its own page: the first value, exact letter case.
    expect(await (await app.request('/signup?type=demo&type=junk')).text()).toContain(
      '<main>/signup?type=demo</main>',
    );
    expect(await (await app.request('/documentation?tab=api&tab=junk')).text()).toContain(
      '<main>/documentation?tab=api</main>',
    );
  });

  it('stays within its byte bound', async () => {
    // Each page is its HTML three times (plain, gzipped, Brotli) plus its key: about 150 bytes; 1 KB holds few.
    const { app, render } = setup({ cache: { maxBytes: 1024 } });
    for (let i = 0; i < 50; i++) await app.request(`/missing-${i}`);
    await app.request('/missing-0');
    expect(render).toHaveBeenCalledTimes(51);
    await app.request('/missing-49');
    expect(render).toHaveBeenCalledTimes(51);
  });

  it('leaves every path that may show the blog to the next handler', async () => {
    const { app, render } = setup();
    for (const path of [
      '/blog',
      '/blog/',
      '/BLOG/',
      '/blog/a/b',
      '/Blog?q=x',
      '/%62log',
      '/%E0blog',
      '/blogs',
    ]) {
      expect(await (await app.request(path)).text(), path).toBe('next handler');
    }
    expect(render).not.toHaveBeenCalled();
  });

  it('does not keep a render that failed', async () => {
    let fail = true;
    const render = vi.fn(async (request: Request) => {
      if (fail) throw new Error('boom');
      return renderPage(request);
    });
    const { app } = setup({ render });
    app.onError((_error, c) => c.text('failed', 500));
    expect((await app.request('/?a=1')).status).toBe(500);
    fail = false;
    expect((await app.request('/?a=2')).status).toBe(200);
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe('mayReadData', () => {
  it('is true for any path that mentions the blog, decoded or not, false for the others', () => {
    for (const path of ['/blog', '/BLOG', '/blog/', '/%62%6C%6F%67', '/%zz/blog', '/x/blog'])
      expect(mayReadData(path), path).toBe(true);
    for (const path of ['/', '/pricing', '/documentation', '/%zz', '/b/log'])
      expect(mayReadData(path), path).toBe(false);
  });
});
