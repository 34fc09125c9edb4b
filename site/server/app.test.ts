// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from '../src/entry-server';
import { createSiteServer, type SiteServerOptions } from './app';
import { createPageFinisher } from './finish-page';

const TEMPLATE =
  '<html><head><!--page-head--></head><body><div id="root"><!--page-body--></div><!--page-data--></body></html>';

function server(overrides: Partial<SiteServerOptions> = {}) {
  const clientDir = mkdtempSync(join(tmpdir(), 'parley-site-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'assets', 'app-1a2b3c.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'route-chunks.json'), '{}');
  const render = vi.fn(async (request: Request): Promise<RenderedPage | Response> => ({
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

  it('sends pages compressed at gzip’s best level to browsers that take gzip, prerendered or rendered', async () => {
    // Varied enough text that gzip's levels give different sizes.
    const items = Array.from(
      { length: 3000 },
      (_, i) => `<li>deal ${i}: ${((i * 7919) % 10007).toString(36)}</li>`,
    );
    const page = `<html><body><ul>${items.join('')}</ul></body></html>`;
    const best = gzipSync(page, { level: 9 }).length;
    expect(gzipSync(page, { level: 6 }).length).not.toBe(best);
    const { app } = server({ prerendered: new Map([['/pricing', page]]) });
    const response = await app.request('/pricing', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await response.arrayBuffer());
    expect(gunzipSync(body).toString('utf8')).toBe(page);
    expect(body.length).toBe(best);
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

  it('renders a prerendered page afresh when it has a query string', async () => {
    const { app, render } = server();
    const response = await app.request('/pricing?plan=starter');
    expect(await response.text()).toContain('<main>/pricing</main>');
    expect(render).toHaveBeenCalledOnce();
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

  it('passes the router’s redirects through', async () => {
    const { app } = server({ render: async () => Response.redirect('https://parley.example/auth', 302) });
    const response = await app.request('/somewhere');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://parley.example/auth');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const { app } = server();
    const response = await app.request('/assets/app-1a2b3c.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('console.log');
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

  it('sends security headers with every answer', async () => {
    const { app } = server();
    const response = await app.request('/pricing');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
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
});
