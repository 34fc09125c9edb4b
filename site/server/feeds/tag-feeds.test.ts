// @vitest-environment node
import { toListPage } from '@parley/shared/paging';
import { type TagPostsPage } from '@parley/shared/posts';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { clientAddressMiddleware, readTrustedProxies } from '../client-address';
import { createRenderSlots } from '../render-limit';
import { cachedTagFeeds } from './tag-feeds';

const SITE = 'https://parley.example';
const post = {
  id: 'p1',
  title: 'Anchoring',
  slug: 'anchoring',
  category: 'Guides',
  excerpt: 'About anchors',
  cover_image: null,
  published_at: '2026-02-01T10:00:00.000Z',
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
  author_id: null,
  author_name: null,
  author_slug: null,
  word_count: 10,
  tags: [{ name: 'Deal Desk', slug: 'deal-desk' }],
};

function server(answer: (slug: string) => TagPostsPage, redirects: Record<string, string> = {}) {
  const tagFeedPosts = vi.fn(async (slug: string) => answer(slug));
  const tagRedirect = vi.fn(async (oldSlug: string) => redirects[oldSlug] ?? null);
  const app = new Hono();
  app.use(clientAddressMiddleware(readTrustedProxies({})));
  app.get(
    '/blog/tag/:slug/rss.xml',
    cachedTagFeeds({
      tagFeedPosts,
      tagRedirect,
      blogVersion: async () => 'v1',
      siteUrl: SITE,
      renderSlots: createRenderSlots(),
    }),
  );
  return { app, tagFeedPosts, tagRedirect };
}

describe('cachedTagFeeds', () => {
  it('answers a tag’s feed with its posts, named after the tag, kept for the next request', async () => {
    const { app, tagFeedPosts } = server(() => ({
      tag: { name: 'Deal Desk', slug: 'deal-desk' },
      posts: toListPage([post], 1, 1, 50),
    }));
    const first = await app.request('/blog/tag/deal-desk/rss.xml');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await first.text();
    expect(xml).toMatch(/<channel>\s*<title>(<!\[CDATA\[)?Posts tagged Deal Desk \| Parley Blog/);
    expect(xml).toContain(`${SITE}/blog/anchoring`);
    expect(xml).toContain(`${SITE}/blog/tag/deal-desk/rss.xml`);
    expect((await app.request('/blog/tag/deal-desk/rss.xml')).status).toBe(200);
    expect(tagFeedPosts).toHaveBeenCalledTimes(1);
  });

  it('is a kept 404 for a tag no published post has, and a 404 without a query for a slug no tag could have', async () => {
    const { app, tagFeedPosts } = server(() => ({ tag: null, posts: toListPage([], 0, 1, 50) }));
    expect((await app.request('/blog/tag/draft-only/rss.xml')).status).toBe(404);
    expect((await app.request('/blog/tag/draft-only/rss.xml')).status).toBe(404);
    expect(tagFeedPosts).toHaveBeenCalledTimes(1);
    for (const slug of ['UPPER', 'a--b', 'x'.repeat(61), '%00', 'a%20b']) {
      expect((await app.request(`/blog/tag/${slug}/rss.xml`)).status, slug).toBe(404);
    }
    expect(tagFeedPosts).toHaveBeenCalledTimes(1);
  });

  it('answers 301 to the tag’s feed now for a renamed tag’s old slug, kept like the feed', async () => {
    const { app, tagRedirect } = server(
      (slug) =>
        slug === 'deal-desk'
          ? { tag: { name: 'Deal Desk', slug: 'deal-desk' }, posts: toListPage([post], 1, 1, 50) }
          : { tag: null, posts: toListPage([], 0, 1, 50) },
      { 'old-desk': 'deal-desk', 'self-loop': 'self-loop' },
    );
    const moved = await app.request('/blog/tag/old-desk/rss.xml');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/tag/deal-desk/rss.xml');
    expect((await app.request('/blog/tag/old-desk/rss.xml')).status).toBe(301);
    expect(tagRedirect).toHaveBeenCalledTimes(1);
    // The live tag is not looked up as an old address; an unknown slug, or one leading to itself, is 404.
    expect((await app.request('/blog/tag/deal-desk/rss.xml')).status).toBe(200);
    expect((await app.request('/blog/tag/never-was/rss.xml')).status).toBe(404);
    expect((await app.request('/blog/tag/self-loop/rss.xml')).status).toBe(404);
    expect(tagRedirect.mock.calls.map(([slug]) => slug)).toEqual(['old-desk', 'never-was', 'self-loop']);
  });
});
