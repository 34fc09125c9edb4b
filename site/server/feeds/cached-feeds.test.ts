// @vitest-environment node
import type { BlogPostSummary } from '@parley/shared/posts';
import { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { BLOG_CACHE_CONTROL } from '../page-cache/blog-pages';
import { cachedFeeds, RSS_ITEMS, type CachedFeedsOptions } from './cached-feeds';

const post = (index: number, title = `Post ${index}`): BlogPostSummary => ({
  id: `id-${index}`,
  title,
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
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(overrides: Partial<CachedFeedsOptions> = {}) {
  let version = 'v1';
  let posts = Array.from({ length: 60 }, (_, index) => post(index));
  const listPublishedPosts = vi.fn(async () => {
    await sleep(5); // a read takes a while
    return posts;
  });
  const app = new Hono();
  const feeds = cachedFeeds({
    listPublishedPosts,
    blogVersion: async () => version,
    siteUrl: 'https://parley.example',
    builtAt: new Date('2026-03-01T00:00:00.000Z'),
    ...overrides,
  });
  app.get('/rss.xml', feeds);
  app.get('/sitemap.xml', feeds);
  app.get('*', (c) => c.text('next handler'));
  return {
    app,
    listPublishedPosts,
    edit(next: BlogPostSummary[], nextVersion: string) {
      posts = next;
      version = nextVersion;
    },
  };
}

describe('cachedFeeds', () => {
  it('answers 50 concurrent requests for each feed with one read of the posts each', async () => {
    const { app, listPublishedPosts } = setup();
    const answers = await Promise.all(
      ['/rss.xml', '/sitemap.xml'].flatMap((path) => Array.from({ length: 50 }, () => app.request(path))),
    );
    expect(listPublishedPosts).toHaveBeenCalledTimes(2);
    const rss = await answers[0]!.text();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss.match(/<item>/g)).toHaveLength(RSS_ITEMS);
    expect(await answers[50]!.text()).toContain('<loc>https://parley.example/blog/post-59</loc>');
    // Later requests within 2 s: from memory.
    await app.request('/rss.xml');
    await app.request('/sitemap.xml');
    expect(listPublishedPosts).toHaveBeenCalledTimes(2);
  });

  it('sends each feed with its type, the blog pages’ cache policy, an ETag (304) and compression', async () => {
    const { app } = setup();
    const rss = await app.request('/rss.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(rss.headers.get('cache-control')).toBe(BLOG_CACHE_CONTROL);
    expect(rss.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await rss.arrayBuffer())).toString()).toContain('<rss version="2.0"');
    const etag = rss.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    const again = await app.request('/rss.xml', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const sitemap = await app.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers.get('etag')).not.toBe(etag);
  });

  it('shows an edit as soon as the data version changes (after its 100 ms interval)', async () => {
    const { app, edit } = setup();
    expect(await (await app.request('/rss.xml')).text()).toContain('<title><![CDATA[Post 0]]></title>');
    edit([post(0, 'Post 0, edited'), post(1)], 'v2');
    await sleep(150);
    const rss = await (await app.request('/rss.xml')).text();
    expect(rss).toContain('Post 0, edited');
    expect(rss.match(/<item>/g)).toHaveLength(2);
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).not.toContain('post-2<');
  });

  it('serves a feed 2 to 5 s old while one rebuild replaces it, when the version did not change', async () => {
    let now = 1_000_000;
    const { app, edit, listPublishedPosts } = setup({ cache: { now: () => now } });
    await app.request('/rss.xml');
    edit([post(0, 'Changed without a new version')], 'v1');
    now += 3_000;
    expect(await (await app.request('/rss.xml')).text()).not.toContain('Changed without');
    expect(listPublishedPosts).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () =>
      expect(await (await app.request('/rss.xml')).text()).toContain('Changed without'),
    );
    expect(listPublishedPosts).toHaveBeenCalledTimes(2);
  });

  it('rebuilds a feed older than 5 s before serving it, even when the version did not change', async () => {
    let now = 1_000_000;
    const { app, edit } = setup({ cache: { now: () => now } });
    await app.request('/sitemap.xml');
    edit([post(7)], 'v1');
    now += 5_001;
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/blog/post-7<');
    expect(sitemap).not.toContain('/blog/post-0<');
  });

  it('keeps no feed when the posts cannot be read, and builds it once they can', async () => {
    let failing = true;
    const posts = [post(0)];
    const { app } = setup({
      listPublishedPosts: async () => {
        if (failing) throw new Error('backend down');
        return posts;
      },
    });
    app.onError((_error, c) => c.text('failed', 500));
    expect((await app.request('/rss.xml')).status).toBe(500);
    failing = false;
    const rss = await app.request('/rss.xml');
    expect(rss.status).toBe(200);
    expect(await rss.text()).toContain('Post 0');
  });

  it('passes every other path on', async () => {
    const { app, listPublishedPosts } = setup();
    expect(await (await app.request('/rss.xml/x')).text()).toBe('next handler');
    expect(listPublishedPosts).not.toHaveBeenCalled();
  });
});
