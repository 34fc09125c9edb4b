// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from '../src/entry-server';
import type { FormPostState } from '../src/lib/form-post';
import { createSiteServer, RSS_ITEMS, URI_TOO_LONG, type SiteServerOptions } from './app';
import { PENALTY_MS, PenaltyBox } from './penalty-box';
import { createRenderSlots } from './render-limit';
import { FORMS_AT_ONCE_TEXT } from './buffered-post';
import { BLOG_CACHE_CONTROL } from './page-cache/blog-pages';
import { createPageFinisher } from './finish-page';
import { scriptHash } from './inline-scripts';

const TEMPLATE =
  '<html><head><!--page-head--></head><body><div id="root"><!--page-body--></div><!--page-data--></body></html>';

function server(overrides: Partial<SiteServerOptions> = {}) {
  const clientDir = mkdtempSync(join(tmpdir(), 'parley-site-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'assets', 'app-1a2b3c.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  // As the build leaves a chunk (build/precompress-assets.ts): with its Brotli and gzip copies.
  const chunk = `console.log(${JSON.stringify('y'.repeat(4000))});`;
  writeFileSync(join(clientDir, 'assets', 'react-4d5e6f.js'), chunk);
  writeFileSync(join(clientDir, 'assets', 'react-4d5e6f.js.br'), brotliCompressSync(chunk));
  writeFileSync(join(clientDir, 'assets', 'react-4d5e6f.js.gz'), gzipSync(chunk));
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'route-chunks.json'), '{}');
  const render = vi.fn(async (request: Request): Promise<RenderedPage> => ({
    status: new URL(request.url).pathname === '/blog/draft' ? 404 : 200,
    head: '<title>Rendered</title>',
    body: `<main>${new URL(request.url).pathname}</main>`,
    data: '<script id="parley-query-state" type="application/json">{}</script>',
    routeModules: [],
  }));
  const app = createSiteServer({
    clientDir,
    prerendered: new Map([['/pricing', '<html>prerendered pricing</html>']]),
    render,
    finishPage: createPageFinisher({
      template: TEMPLATE,
      routeChunks: {},
      // Marks what it finished; critical-css.test.ts covers the real inliner.
      inlineCriticalCss: async (html) => html.replace('<head>', '<head><style>/* critical */</style>'),
    }),
    listPublishedPosts: async () => [],
    blogVersion: async () => 'v1',
    siteUrl: 'https://parley.example',
    supabaseUrl: 'https://api.parley.example',
    builtAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });
  return { app, render };
}

describe('site server', () => {
  it('serves prerendered pages without rendering them', async () => {
    const { app, render } = server();
    const response = await app.request('/pricing');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<html>prerendered pricing</html>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(render).not.toHaveBeenCalled();
  });

  it('sends pages compressed at Brotli’s or gzip’s best level to browsers that take them, prerendered or rendered', async () => {
    // Varied enough text that gzip's levels give different sizes.
    const items = Array.from(
      { length: 3000 },
      (_, i) => `<li>deal ${i}: ${((i * 7919) % 10007).toString(36)}</li>`,
    );
    const page = `<html><body><ul>${items.join('')}</ul></body></html>`;
    const best = gzipSync(page, { level: 9 }).length;
    expect(gzipSync(page, { level: 6 }).length).not.toBe(best);
    const { app } = server({ prerendered: new Map([['/pricing', page]]) });
    const response = await app.request('/pricing', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await response.arrayBuffer());
    expect(gunzipSync(body).toString('utf8')).toBe(page);
    expect(body.length).toBe(best);
    // A browser that takes Brotli gets the page at Brotli's best quality: smaller still.
    const brotli = await app.request('/pricing', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const brotliBody = Buffer.from(await brotli.arrayBuffer());
    expect(brotliDecompressSync(brotliBody).toString('utf8')).toBe(page);
    expect(brotliBody.length).toBe(
      brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
    expect(brotliBody.length).toBeLessThan(best);
    const notBrotli = await app.request('/pricing', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(notBrotli.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/pricing', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    const rendered = await app.request('/blog/draft', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(rendered.status).toBe(404);
    expect(rendered.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await rendered.arrayBuffer())).toString('utf8')).toContain(
      '<main>/blog/draft</main>',
    );
  });

  it('tags prerendered pages and answers 304 when the browser has them', async () => {
    const { app } = server();
    const first = await app.request('/pricing');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await app.request('/pricing', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    const junk = await app.request('/pricing', { headers: { 'If-None-Match': 'W/"junk", "' } });
    expect(junk.status).toBe(200);
  });

  it('renders a blog page once for many visitors, through the other middleware', async () => {
    const { app, render } = server();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.request(`/blog?q=agent&utm_source=${i}`)),
    );
    expect(render).toHaveBeenCalledOnce();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe(
        'public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=30',
      );
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('etag')).toMatch(/^W\/"/);
    }
    await app.request('/blog/some-post');
    await app.request('/blog/some-post');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('sends a prerendered page for its address with parameters it does not read: same bytes, same tag', async () => {
    const { app, render } = server();
    const plain = await app.request('/pricing');
    const tagged = await Promise.all(
      [
        '?gclid=abc',
        '?utm_source=x&utm_medium=y',
        '?fbclid=1&fbclid=2',
        '?',
        `?junk=${'x'.repeat(10_000)}`,
      ].map((query) => app.request(`/pricing${query}`)),
    );
    for (const answer of tagged) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toBe('<html>prerendered pricing</html>');
    }
    expect(render).not.toHaveBeenCalled();
  });

  it('renders a marketing page with a parameter it reads once, from its normalised address', async () => {
    const { app, render } = server();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => app.request(`/documentation?utm_source=${i}&tab=api`)),
    );
    expect(render).toHaveBeenCalledOnce();
    expect(new URL(render.mock.calls[0]![0].url).search).toBe('?tab=api');
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
    const etag = answers[0]!.headers.get('etag')!;
    const again = await app.request('/documentation?tab=api&gclid=x', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(render).toHaveBeenCalledOnce();
  });

  it('answers 414 for a query longer than any page reads, 200 when the long part is not read', async () => {
    const { app, render } = server();
    const tooLong = await app.request(`/playground?item=${'x'.repeat(5_000)}`);
    expect(tooLong.status).toBe(414);
    expect(await tooLong.text()).toBe(URI_TOO_LONG);
    expect((await app.request(`/blog?utm=${'x'.repeat(5_000)}`)).status).toBe(200);
    // A search longer than the box is the search as the page cuts it (route-query-normalisers.ts).
    expect((await app.request(`/blog?q=${'x'.repeat(5_000)}`)).status).toBe(200);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('limits the renders of new addresses per client, never a kept page', async () => {
    let now = 0;
    const { app } = server({ renderSlots: createRenderSlots(1), penaltyBox: new PenaltyBox(() => now) });
    await app.request('/blog/kept');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.request(`/blog/new-${i}`, { headers: { 'Accept-Encoding': 'gzip' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    // Sent as it is: under a flood most answers are these, not worth a gzip stream each.
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toContain('<h1>');
    // Refused 9 times at once, the client is answered at the door until it waits its Retry-After
    // (penalty-box.ts); then kept pages are never limited.
    now += PENALTY_MS;
    const kept = await Promise.all(Array.from({ length: 10 }, () => app.request('/blog/kept')));
    expect(kept.every((answer) => answer.status === 200)).toBe(true);
    expect((await app.request('/pricing?gclid=1')).status).toBe(200);
  });

  it('keeps unknown paths’ "not found" pages, never a path that may show the blog', async () => {
    const { app, render } = server();
    for (let i = 0; i < 3; i++) await app.request('/nowhere');
    expect(render).toHaveBeenCalledOnce();
    for (let i = 0; i < 3; i++) await app.request('/blog/a/b');
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('renders the blog on request into the template, with the page’s status and critical CSS', async () => {
    const { app } = server();
    const page = await app.request('/blog/some-post');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<head><style>/* critical */</style><title>Rendered</title></head>');
    expect(html).toContain(
      '<div id="root"><main>/blog/some-post</main></div><script id="parley-query-state"',
    );
    expect((await app.request('/blog/draft')).status).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const { app } = server();
    const response = await app.request('/assets/app-1a2b3c.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('console.log');
  });

  it('sends the build’s Brotli copy of an asset to a browser that takes it, else its gzip copy, else the file', async () => {
    const { app } = server();
    const expected = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    const brotli = await app.request('/assets/react-4d5e6f.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(expected);

    const gzipped = await app.request('/assets/react-4d5e6f.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(expected);

    const plain = await app.request('/assets/react-4d5e6f.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(expected);

    // An encoding refused with q=0 is never sent; junk or a huge header gets the plain file.
    const notBrotli = await app.request('/assets/react-4d5e6f.js', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip' },
    });
    expect(notBrotli.headers.get('content-encoding')).toBe('gzip');
    for (const header of ['', ',,,', 'x'.repeat(100_000), 'br;q=0', 'compress']) {
      const answer = await app.request('/assets/react-4d5e6f.js', { headers: { 'Accept-Encoding': header } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(await answer.text()).toBe(expected);
    }
  });

  it('answers a missing asset with a plain 404, never a page', async () => {
    const { app, render } = server();
    const response = await app.request('/assets/gone-000000.js');
    expect(response.status).toBe(404);
    expect(render).not.toHaveBeenCalled();
  });

  it('serves public files with a short cache, and never the raw template', async () => {
    const { app } = server();
    const favicon = await app.request('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=300');
    const template = await app.request('/index.html');
    expect(template.status).toBe(301);
    expect(template.headers.get('location')).toBe('/');
  });

  it('answers a post address in capitals with a 301 to its lower-case slug, query kept, without rendering', async () => {
    const { app, render } = server();
    for (const [path, location] of [
      ['/blog/My-Post', '/blog/my-post'],
      ['/blog/A-B-C?utm_source=mail', '/blog/a-b-c?utm_source=mail'],
    ]) {
      const answer = await app.request(path!);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get('location'), path).toBe(location);
    }
    expect(render).not.toHaveBeenCalled();
    // Not a slug in any case (a dot, a second segment): left to the pages, never redirected.
    for (const path of ['/blog/RSS.XML', '/blog/tag/Pricing', '/blog/my-post'])
      expect((await app.request(path)).status, path).not.toBe(301);
  });

  it('answers a directory of the build with a page, never by reading the directory', async () => {
    const { app, render } = server();
    for (const path of ['/?utm_source=forum', '/.vite', '/.vite/', '/assets/?x=1', '//?x']) {
      const answer = await app.request(path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/(html|plain)/);
      await answer.arrayBuffer();
    }
    // `/` reads no parameter: rendered (not prerendered in this test) as `/`.
    expect(new URL(render.mock.calls[0]![0].url).search).toBe('');
  });

  it('keeps the build’s own notes (.vite/) private: the not-found page, rendered', async () => {
    const { app, render } = server();
    const notes = await app.request('/.vite/route-chunks.json');
    expect(await notes.text()).not.toBe('{}');
    expect(render).toHaveBeenCalledOnce();
    expect(new URL(render.mock.calls[0]![0].url).pathname).toBe('/.vite/route-chunks.json');
  });

  it('serves robots.txt, sitemap.xml and rss.xml with their types', async () => {
    const { app } = server();
    expect(await (await app.request('/robots.txt')).text()).toContain(
      'Sitemap: https://parley.example/sitemap.xml',
    );
    const sitemap = await app.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain('<loc>https://parley.example/pricing</loc>');
    const rss = await app.request('/rss.xml');
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await rss.text()).toContain('<rss version="2.0"');
  });

  it('lists every post in the sitemap and the newest 50 in the feed, revalidated like the blog pages', async () => {
    const posts = Array.from({ length: 1200 }, (_, index) => ({
      id: `id-${index}`,
      title: `Post ${index}`,
      slug: `post-${index}`,
      category: 'General',
      excerpt: 'About it',
      cover_image: null,
      published_at: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
      author_id: null,
      author_name: null,
      author_slug: null,
      word_count: 1,
    }));
    const { app } = server({ listPublishedPosts: async () => posts });
    const sitemap = await app.request('/sitemap.xml');
    const urls = (await sitemap.text()).match(/<loc>https:\/\/parley\.example\/blog\/post-/g) ?? [];
    expect(urls).toHaveLength(1200);
    expect(sitemap.headers.get('cache-control')).toBe(BLOG_CACHE_CONTROL);
    const rss = await app.request('/rss.xml');
    const items = (await rss.text()).match(/<item>/g) ?? [];
    expect(items).toHaveLength(RSS_ITEMS);
    expect(rss.headers.get('cache-control')).toBe(BLOG_CACHE_CONTROL);
  });

  it('shows an edit in the feeds after the same bound as on the blog pages', async () => {
    let version = 'v1';
    let title = 'Before';
    const posts = () => [
      {
        id: 'id-1',
        title,
        slug: 'the-post',
        category: 'General',
        excerpt: 'About it',
        cover_image: null,
        published_at: '2026-01-01T00:00:00.000Z',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: version === 'v1' ? '2026-01-01T00:00:00.000Z' : '2026-01-02T00:00:00.000Z',
        author_id: null,
        author_name: null,
        author_slug: null,
        word_count: 1,
      },
    ];
    const listPublishedPosts = vi.fn(async () => posts());
    const { app } = server({
      listPublishedPosts,
      blogVersion: async () => version,
      render: async () => ({
        status: 200,
        head: '',
        body: `<main>${title}</main>`,
        data: '',
        routeModules: [],
      }),
    });
    const read = async (path: string) => (await app.request(path)).text();
    expect(await read('/blog/the-post')).toContain('Before');
    expect(await read('/rss.xml')).toContain('Before');
    expect(await read('/sitemap.xml')).toContain('2026-01-01T00:00:00.000Z</lastmod>');
    expect(listPublishedPosts).toHaveBeenCalledTimes(2);
    // Kept: no read of every post per request.
    await read('/rss.xml');
    await read('/sitemap.xml');
    expect(listPublishedPosts).toHaveBeenCalledTimes(2);

    title = 'After';
    version = 'v2';
    await new Promise((resolve) => setTimeout(resolve, 150)); // past the version's interval (100 ms)
    expect(await read('/blog/the-post')).toContain('After');
    expect(await read('/rss.xml')).toContain('After');
    expect(await read('/sitemap.xml')).toContain('2026-01-02T00:00:00.000Z</lastmod>');
  });

  it('sends security headers with every answer: pages, files, feeds, redirects, errors', async () => {
    const { app } = server();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = server({
      render: async () => {
        throw new Error('boom');
      },
    }).app;
    const answers = [
      ...(await Promise.all(
        [
          '/pricing',
          '/blog/some-post',
          '/blog/draft',
          '/assets/app-1a2b3c.js',
          '/assets/gone-000000.js',
          '/favicon.svg',
          '/robots.txt',
          '/sitemap.xml',
          '/rss.xml',
          '/index.html',
        ].map((path) => app.request(path)),
      )),
      await failing.request('/blog'),
    ];
    error.mockRestore();
    for (const response of answers) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('never sends HSTS from an http site', async () => {
    const { app } = server({ siteUrl: 'http://127.0.0.1:5195' });
    for (const path of ['/pricing', '/blog', '/robots.txt']) {
      expect((await app.request(path)).headers.has('strict-transport-security')).toBe(false);
    }
    const policy = (await app.request('/pricing')).headers.get('content-security-policy');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('sends every page, prerendered or rendered, found or not, a strict Content-Security-Policy', async () => {
    const { app } = server();
    for (const path of ['/pricing', '/pricing?plan=pro', '/blog/some-post', '/blog/draft']) {
      const policy = (await app.request(path)).headers.get('content-security-policy');
      expect(policy, path).toMatch(/^default-src 'self'; script-src 'self'; /);
      expect(policy, path).not.toContain('unsafe-eval');
      expect(policy!.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain(
        'unsafe-inline',
      );
      expect(policy, path).toContain("connect-src 'self' https://api.parley.example;");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain('upgrade-insecure-requests');
    }
    // A file is no page: its scripts' policy would mean nothing there.
    expect((await app.request('/robots.txt')).headers.has('content-security-policy')).toBe(false);
  });

  it('allows the shell’s inline scripts by hash, and a prerendered page’s own, never a rendered page’s', async () => {
    const template = TEMPLATE.replace('</body>', '<script>boot()</script></body>');
    const smuggled = 'steal(document.cookie)';
    const { app } = server({
      prerendered: new Map([['/pricing', '<html><script>prerendered()</script></html>']]),
      render: async () => ({
        status: 200,
        head: '',
        body: `<article><script>${smuggled}</script></article>`,
        data: '',
        routeModules: [],
      }),
      finishPage: createPageFinisher({ template, routeChunks: {}, inlineCriticalCss: async (html) => html }),
    });
    const rendered = await app.request('/blog/post');
    expect(await rendered.text()).toContain(smuggled);
    const renderedPolicy = rendered.headers.get('content-security-policy')!;
    expect(renderedPolicy).toContain(`script-src 'self' ${scriptHash('boot()')};`);
    expect(renderedPolicy).not.toContain(scriptHash(smuggled));
    const prerendered = (await app.request('/pricing')).headers.get('content-security-policy')!;
    expect(prerendered).toContain(
      `script-src 'self' ${scriptHash('boot()')} ${scriptHash('prerendered()')};`,
    );
  });

  it('never redirects off the site, whatever the path', async () => {
    const { app } = server();
    const paths = [
      '//evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '//index.html',
      '/%2f%2fevil.example',
      '/index.html/..//evil.example/',
      '/x%0d%0aLocation:%20https://evil.example',
      `/${'a'.repeat(8000)}`,
    ];
    for (const path of paths) {
      const response = await app.request(path);
      const location = response.headers.get('location');
      if (location !== null)
        expect(new URL(location, 'https://parley.example').origin, path).toBe('https://parley.example');
      expect(response.headers.has('set-cookie'), path).toBe(false);
    }
  });

  it('answers 500 with a readable message when rendering fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = server({
      render: async () => {
        throw new Error('boom');
      },
    });
    const response = await app.request('/blog');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('The site could not answer this request. Please try again.');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  describe('lead forms posted to a page', () => {
    const body = new URLSearchParams({ _form: 'newsletter', email: 'a@b.c' }).toString();
    const posting = { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Encoding': 'identity' };

    it('answer the page rendered with the form sent, as HTML that is never cached', async () => {
      const storeLead = vi.fn(async () => {});
      const renderPosted = vi.fn(async (request: Request) => ({
        status: 200,
        head: '<title>Posted</title>',
        body: `<main>${new URL(request.url).pathname} sent</main>`,
        data: '',
        routeModules: [],
      }));
      const { app } = server({ leadPosts: { render: renderPosted, storeLead } });
      const response = await app.request('/pricing', { method: 'POST', body, headers: posting });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toContain('<main>/pricing sent</main>');
      expect(storeLead).toHaveBeenCalledWith(
        { kind: 'newsletter', email: 'a@b.c', page: '/pricing' },
        'unknown', // in-process: no socket, so no visitor address
      );
    });

    it('store the footer newsletter posted from a newsletter link page, which answers its own button too', async () => {
      // /newsletter/confirm, /unsubscribe and /resubscribe show the footer's newsletter form like every
      // page, posting to their own path: it was "400 Unknown form.", the address lost.
      const storeLead = vi.fn(async () => {});
      const callNewsletter = vi.fn(async () => 'done' as const);
      const renderPosted = vi.fn(async (request: Request, state: FormPostState) => ({
        status: 200,
        head: '',
        body: `<main>${new URL(request.url).pathname} ${state.form} ${state.sent ? 'sent' : 'not sent'}</main>`,
        data: '',
        routeModules: [],
      }));
      const finishPage = async (page: RenderedPage) => page.body;
      const { app } = server({
        leadPosts: { render: renderPosted, storeLead },
        newsletterPosts: { render: renderPosted, finishPage, callNewsletter },
      });
      for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe', '/newsletter/resubscribe']) {
        const response = await app.request(path, { method: 'POST', body, headers: posting });
        expect(response.status, path).toBe(200);
        expect(await response.text()).toContain(`<main>${path} newsletter sent</main>`);
        expect(storeLead).toHaveBeenLastCalledWith(
          { kind: 'newsletter', email: 'a@b.c', page: path },
          'unknown',
        );
      }
      expect(callNewsletter).not.toHaveBeenCalled();
      // The page's own button still answers as before, and a form the page does not show is still refused.
      const token = 'ab'.repeat(32);
      const confirm = await app.request(`/newsletter/confirm?token=${token}`, {
        method: 'POST',
        body: '_form=newsletter-confirm',
        headers: posting,
      });
      expect(await confirm.text()).toContain('<main>/newsletter/confirm newsletter-confirm sent</main>');
      expect(callNewsletter).toHaveBeenCalledWith('confirm', token);
      const contact = new URLSearchParams({ _form: 'contact', email: 'a@b.c' }).toString();
      const refused = await app.request('/newsletter/confirm', {
        method: 'POST',
        body: contact,
        headers: posting,
      });
      expect(refused.status).toBe(400);
      expect(storeLead).toHaveBeenCalledTimes(3);
    });

    it('are answered per request, never from or into the pages kept in memory', async () => {
      const storeLead = vi.fn(async () => {});
      const renderPosted = vi.fn(async (request: Request) => ({
        status: 200,
        head: '',
        body: `<main>${new URL(request.url).pathname} sent</main>`,
        data: '',
        routeModules: [],
      }));
      const { app, render } = server({ leadPosts: { render: renderPosted, storeLead } });
      expect(await (await app.request('/signup?type=demo', { headers: posting })).text()).toContain(
        '<main>/signup</main>',
      );
      for (let i = 0; i < 2; i++) {
        const posted = await app.request('/signup?type=demo', { method: 'POST', body, headers: posting });
        expect(await posted.text()).toContain('<main>/signup sent</main>');
      }
      expect(renderPosted).toHaveBeenCalledTimes(2);
      const after = await app.request('/signup?type=demo', { headers: posting });
      expect(await after.text()).not.toContain('sent');
      expect(render).toHaveBeenCalledOnce();
    });

    it('never hold a render slot while their body arrives: slow posts from two addresses leave every page served', async () => {
      // A slowloris: a form whose body sends a byte now and then. The site renders 4 pages at once, 2
      // per client; reading such bodies in those slots shut every page not kept for everyone.
      const storeLead = vi.fn(async () => {});
      const renderPosted = vi.fn(async (request: Request) => ({
        status: 200,
        head: '',
        body: `<main>${new URL(request.url).pathname} posted</main>`,
        data: '',
        routeModules: [],
      }));
      const { app } = server({
        leadPosts: { render: renderPosted, storeLead },
        newsletterPosts: {
          render: renderPosted,
          finishPage: async (page) => page.body,
          callNewsletter: vi.fn(async () => 'done' as const),
        },
      });
      const from = (peer: string) => ({ incoming: { socket: { remoteAddress: peer } } });
      const ends: (() => void)[] = [];
      const slowPost = (path: string, peer: string) => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('_form=newsletter&email=a%40b.c'));
            ends.push(() => controller.close());
          },
        });
        const init = { method: 'POST', body: stream, headers: posting, duplex: 'half' } as RequestInit;
        return app.request(path, init, from(peer));
      };
      const held = [
        slowPost('/', '198.51.100.1'),
        slowPost('/newsletter/confirm', '198.51.100.1'),
        slowPost('/contact', '198.51.100.2'),
        slowPost('/newsletter/unsubscribe', '198.51.100.2'),
      ];
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A page no one has asked for yet, from a third visitor and from one of the slow posters.
      expect((await app.request('/blog/new-post', {}, from('203.0.113.3'))).status).toBe(200);
      expect((await app.request('/blog/another-post', {}, from('198.51.100.1'))).status).toBe(200);
      for (const end of ends) end();
      // Each post is still answered once its body has come.
      expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(storeLead).toHaveBeenCalledTimes(4);
    });

    it('are read at most 4 at once per client: a fifth slow body from the same /64 is refused at once, nothing buffered', async () => {
      // Bodies are read before any limit that counts valid forms: without a cap, one client opening
      // thousands of connections each holding up to 64 KiB for 20 s filled the server's memory.
      const storeLead = vi.fn(async () => {});
      const renderPosted = vi.fn(async (request: Request) => ({
        status: 200,
        head: '',
        body: `<main>${new URL(request.url).pathname} posted</main>`,
        data: '',
        routeModules: [],
      }));
      const { app } = server({ leadPosts: { render: renderPosted, storeLead } });
      const from = (peer: string) => ({ incoming: { socket: { remoteAddress: peer } } });
      let pulledByFifth = 0;
      /** A post whose body waits after its first bytes until `end` is called. */
      const slowPost = (peer: string, onPull?: () => void) => {
        let end = () => {};
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('_form=newsletter&email=a%40b.c'));
            end = () => controller.close();
          },
          pull: onPull,
        });
        const init = { method: 'POST', body: stream, headers: posting, duplex: 'half' } as RequestInit;
        return { answer: app.request('/', init, from(peer)), end: () => end() };
      };
      const held = Array.from({ length: 4 }, (_, i) => slowPost(`2001:db8::${i + 1}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const fifth = await slowPost('2001:db8::99', () => {
        pulledByFifth += 1;
      }).answer;
      expect(fifth.status).toBe(429);
      expect(fifth.headers.get('retry-after')).toBe('1');
      expect(await fifth.text()).toBe(FORMS_AT_ONCE_TEXT);
      expect(pulledByFifth).toBe(0);
      // Another client is not held, and the first four are answered once their bodies come (one by
      // one: together they would meet the client's 2 render slots).
      for (const post of [...held, slowPost('2001:db8:0:1::1')]) {
        post.end();
        expect((await post.answer).status).toBe(200);
      }
      // Their slots are given back: the client may post again.
      const again = await app.request(
        '/',
        { method: 'POST', body: '_form=newsletter&email=a%40b.c', headers: posting },
        from('2001:db8::5'),
      );
      expect(again.status).toBe(200);
    });

    it('are not answered when the server has no lead store', async () => {
      const { app } = server();
      const response = await app.request('/pricing', { method: 'POST', body, headers: posting });
      expect(response.status).toBe(404);
    });
  });
});

describe('authors’ pages and shared draft previews (issue #34)', () => {
  it('keeps an author’s page like the blog’s, one render for many visitors, pages apart', async () => {
    const { app, render } = server();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => app.request(`/blog/author/ada?utm_source=${i}`)),
    );
    expect(render).toHaveBeenCalledOnce();
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe(BLOG_CACHE_CONTROL);
    await app.request('/blog/author/ada?page=2&junk=1');
    await app.request('/blog/author/ada?page=2');
    expect(render).toHaveBeenCalledTimes(2);
    expect(new URL(render.mock.calls[1]![0].url).search).toBe('?page=2');
  });

  it('renders a preview on every request, never kept, never stored, never indexed, no Referer', async () => {
    const { app, render } = server();
    const token = 'a'.repeat(64);
    for (const path of [`/blog/preview/${token}`, `/blog/preview/${token}`, `/BLOG/Preview/${token}/`]) {
      const answer = await app.request(path);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      // The other security headers are still sent.
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toContain('script-src');
    }
    expect(render).toHaveBeenCalledTimes(3);
    // A post's page keeps the site's own Referrer-Policy and the blog's cache.
    const post = await app.request('/blog/preview');
    expect(post.headers.get('cache-control')).toBe(BLOG_CACHE_CONTROL);
    expect(post.headers.get('referrer-policy')).not.toBe('no-referrer');
  });
});
