import type { BlogPostSummary } from '@parley/shared/posts';
import type { MiddlewareHandler } from 'hono';
import { BLOG_CACHE_CONTROL } from '../page-cache/blog-pages';
import { createFreshness } from '../page-cache/freshness';
import { encodePage, pageEncoding, sendPage } from '../page-cache/page';
import { createPageCache, type PageCacheOptions } from '../page-cache/page-cache';
import { buildRss } from './rss';
import { buildSitemap } from './sitemap';

/** The feed lists this many of the newest posts; the sitemap lists every one. */
export const RSS_ITEMS = 50;

export interface CachedFeedsOptions {
  /** Every published post visible now, newest first. */
  listPublishedPosts(): Promise<BlogPostSummary[]>;
  /** The published posts' data version (blog-version.ts), the one the blog pages are kept by. */
  blogVersion(): Promise<string>;
  siteUrl: string;
  /** When this build was made: the `lastmod` of the static pages. */
  builtAt: Date;
  /** Overrides of the cache's rules (tests). */
  cache?: Partial<Omit<PageCacheOptions, 'render' | 'freshness'>>;
}

const FEEDS = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/rss.xml': 'application/rss+xml; charset=utf-8',
} as const;
type FeedPath = keyof typeof FEEDS;

/**
 * `/sitemap.xml` and `/rss.xml`, kept in memory like the blog pages and under the same rules
 * (page-cache.ts): built from an older data version, a feed is never served; younger than 2 s it is
 * served as is, until 5 s while one build in the background replaces it. Each read every published
 * post (0.6 s with 5,000 posts), so a crawler or a spike no longer costs that per request; an edit
 * shows in them as soon as on /blog.
 */
export function cachedFeeds(options: CachedFeedsOptions): MiddlewareHandler {
  const cache = createPageCache({
    ...options.cache,
    // Only a complete feed is kept: a failed read of the posts is an error, never an empty feed.
    keeps: (status) => status === 200,
    freshness: createFreshness({ read: options.blogVersion }),
    async render(path) {
      const posts = await options.listPublishedPosts();
      const xml =
        path === '/rss.xml'
          ? buildRss({ siteUrl: options.siteUrl, posts: posts.slice(0, RSS_ITEMS) })
          : await buildSitemap({ siteUrl: options.siteUrl, posts, builtAt: options.builtAt });
      return encodePage(200, xml);
    },
  });
  return async (c, next) => {
    const path = c.req.path;
    if (!(path in FEEDS)) return next();
    const feed = await cache.get(path, pageEncoding(c));
    return sendPage(c, feed, BLOG_CACHE_CONTROL, FEEDS[path as FeedPath]);
  };
}
