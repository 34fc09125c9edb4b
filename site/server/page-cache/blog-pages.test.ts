// @vitest-environment node
import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from '../../src/entry-server';
import { createRenderSlots } from '../render-limit';
import { BLOG_CACHE_CONTROL, cachedBlogPages, type BlogPagesOptions } from './blog-pages';

function setup(overrides: Partial<BlogPagesOptions> = {}) {
  let version = 'v1';
  const render = vi.fn(async (request: Request): Promise<RenderedPage> => {
    const url = new URL(request.url);
    await new Promise((resolve) => setTimeout(resolve, 5)); // a render takes a while
    return {
      status: url.pathname === '/blog/missing' ? 404 : 200,
      head: '',
      body: `<main>${url.pathname}${url.search} ${version}</main>`,
      data: '',
      routeModules: [],
    };
  });
  const app = new Hono();
  app.use(async (c, next) => {
    c.set('clientAddress', '127.0.0.1');
    await next();
  });
  app.get(
    '/blog/*',
    cachedBlogPages({
      renderSlots: createRenderSlots(1_000),
      render,
      finishPage: async (page) => `<html>${page.body}</html>`,
      blogVersion: async () => version,
      siteUrl: 'https://parley.example',
      ...overrides,
    }),
  );
  app.get('*', (c) => c.text('next handler'));
  return { app, render, setVersion: (next: string) => (version = next) };
}

describe('cachedBlogPages', () => {
  it('answers 50 concurrent requests for a page with one render', async () => {
    const { app, render } = setup();
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.request('/blog')));
    expect(render).toHaveBeenCalledOnce();
    for (const answer of answers) expect(await answer.text()).toBe('<html><main>/blog v1</main></html>');
  });

  it('renders from the path and the parameters the page reads, never the visitor’s headers', async () => {
    const { app, render } = setup();
    await app.request('http://evil.example/blog?utm_source=x&q=agent&q=other', {
      headers: { Cookie: 'sb-access-token=secret', Authorization: 'Bearer user-token', Host: 'evil.example' },
    });
    const request = render.mock.calls[0]![0];
    expect(request.url).toBe('https://parley.example/blog?q=agent');
    expect(request.headers.get('cookie')).toBeNull();
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('keeps one page for 10,000 junk query strings', async () => {
    // Never stale here: on a loaded machine 10,000 requests outlast the 2 s a page is fresh.
    const { app, render } = setup({
      cache: { freshMs: Number.POSITIVE_INFINITY, maxStaleMs: Number.POSITIVE_INFINITY },
    });
    for (let i = 0; i < 10_000; i++) {
      const answer = await app.request(`/blog?junk${i}=${i}&utm_campaign=${i}`);
      expect(answer.status).toBe(200);
    }
    expect(render).toHaveBeenCalledOnce();
  });

  it('answers 300 junk page numbers of each list with the list’s first page, leaving the kept pages in place', async () => {
    const { app, render } = setup({
      cache: { maxEntries: 10, freshMs: Number.POSITIVE_INFINITY, maxStaleMs: Number.POSITIVE_INFINITY },
    });
    const lists = ['/blog', '/blog/tag/negotiation', '/blog/author/ada'];
    const kept = ['/blog?page=2', '/blog?q=agent', '/blog/tag/negotiation?page=3'];
    for (const path of [...lists, ...kept]) await app.request(path);
    const before = render.mock.calls.length;
    for (const list of lists)
      for (let i = 0; i < 300; i++) {
        const junk = [`junk-${i}`, `-${i}`, `${i}.5`, `0x${i}`, `1e${i}`, `%EF%BC%91${i}`][i % 6];
        expect((await app.request(`${list}?page=${junk}`)).status).toBe(200);
      }
    // `?page=1`, `?page=01`: the first page as well.
    for (const list of lists)
      for (const page of ['1', '01', '0', '']) await app.request(`${list}?page=${page}`);
    for (const path of [...lists, ...kept]) await app.request(path);
    expect(render.mock.calls.length).toBe(before);
    // A page number is written as the list reads it: `?page=02` is page 2, kept already.
    await app.request('/blog?page=02');
    expect(render.mock.calls.length).toBe(before);
  });

  it('sends the same weak ETag for every encoding, and 304 without a body when it matches', async () => {
    const { app } = setup();
    const gzipped = await app.request('/blog/post', { headers: { 'Accept-Encoding': 'gzip' } });
    const plain = await app.request('/blog/post', { headers: { 'Accept-Encoding': 'identity' } });
    const etag = gzipped.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(plain.headers.get('etag')).toBe(etag);
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gzipped.headers.get('cache-control')).toBe(BLOG_CACHE_CONTROL);
    const html = await plain.text();
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(html);
    // A browser that takes Brotli gets it (the smallest), with the same tag.
    const brotli = await app.request('/blog/post', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('etag')).toBe(etag);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(html);

    const revalidated = await app.request('/blog/post', {
      headers: { 'If-None-Match': `"other", ${etag}`, 'Accept-Encoding': 'gzip' },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe(BLOG_CACHE_CONTROL);
  });

  it('sends the whole page for a junk or outdated If-None-Match', async () => {
    const { app, setVersion } = setup();
    const first = await app.request('/blog');
    const etag = first.headers.get('etag')!;
    for (const junk of ['', 'null', 'W/', '"', `${etag}${etag}`, 'x'.repeat(8_000), ',,,,']) {
      const answer = await app.request('/blog', { headers: { 'If-None-Match': junk } });
      expect(answer.status, junk).toBe(200);
      expect(await answer.text()).toContain('<main>/blog v1</main>');
    }
    setVersion('v2'); // a post was edited: the browser's copy is outdated
    await new Promise((resolve) => setTimeout(resolve, 150)); // past the version's interval (100 ms)
    const changed = await app.request('/blog', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('<main>/blog v2</main>');
  });

  it('keeps "not found" posts, with their status and no ETag', async () => {
    const { app, render } = setup();
    for (let i = 0; i < 3; i++) {
      const answer = await app.request('/blog/missing', { headers: { 'If-None-Match': '*' } });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('etag')).toBeNull();
    }
    expect(render).toHaveBeenCalledOnce();
  });

  it('leaves every other path under /blog to the next handler', async () => {
    const { app, render } = setup();
    expect(await (await app.request('/blog/a/b')).text()).toBe('next handler');
    expect(render).not.toHaveBeenCalled();
  });
});
