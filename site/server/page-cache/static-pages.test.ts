// @vitest-environment node
import { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from '../../src/entry-server';
import { MAX_KEY_QUERY_LENGTH } from './cache-key';
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
  app.get(
    '*',
    cachedStaticPages({
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
  it('answers 50 concurrent requests for a tagged link with one render', async () => {
    const { app, render } = setup();
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.request('/?utm_source=x')));
    expect(render).toHaveBeenCalledOnce();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('<html><title>default</title><main>/?utm_source=x</main></html>');
    }
    await app.request('/?utm_source=x');
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
    expect(request.url).toBe('https://parley.example/signup?type=demo&plan=starter&type=trial');
    expect(request.headers.get('cookie')).toBeNull();
    expect(request.headers.get('authorization')).toBeNull();
    // Another order is another page: a form on it posts to its own address.
    await app.request('/signup?plan=starter&type=demo');
    expect(render).toHaveBeenCalledTimes(2);
    expect(render.mock.calls[1]![0].url).toBe('https://parley.example/signup?plan=starter&type=demo');
  });

  it('leaves a query too long for a key to the next handler', async () => {
    const { app, render } = setup();
    const answer = await app.request(`/?junk=${'x'.repeat(MAX_KEY_QUERY_LENGTH)}`);
    expect(await answer.text()).toBe('next handler');
    expect(render).not.toHaveBeenCalled();
  });

  it('keeps a path that looks like another origin on this site', async () => {
    const { app, render } = setup();
    for (const path of ['//evil.example/', '//evil.example/x?y=1', '/\\evil.example']) {
      await app.request(path);
    }
    for (const [request] of render.mock.calls)
      expect(new URL(request.url).origin).toBe('https://parley.example');
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

  it('stays within its bounds under distinct junk query strings', async () => {
    const { app, render } = setup({ cache: { maxEntries: 10 } });
    await app.request('/?utm_source=forum');
    for (let i = 0; i < 100; i++) await app.request(`/?junk=${i}`);
    expect(render).toHaveBeenCalledTimes(101);
    // The tagged link was least recently used: it is out, and rendered again.
    await app.request('/?utm_source=forum');
    expect(render).toHaveBeenCalledTimes(102);
    // The last ten junk pages are still kept.
    for (let i = 91; i < 100; i++) await app.request(`/?junk=${i}`);
    expect(render).toHaveBeenCalledTimes(102);
  });

  it('stays within its byte bound', async () => {
    // Each page is its HTML three times (plain, gzipped, Brotli) plus its key: about 150 bytes; 1 KB holds few.
    const { app, render } = setup({ cache: { maxBytes: 1024 } });
    for (let i = 0; i < 50; i++) await app.request(`/?junk=${i}`);
    await app.request('/?junk=0');
    expect(render).toHaveBeenCalledTimes(51);
    await app.request('/?junk=49');
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
    expect((await app.request('/?a=1')).status).toBe(200);
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
