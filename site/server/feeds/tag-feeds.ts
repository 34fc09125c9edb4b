import { couldBeTagSlug, type TagPostsPage } from '@parley/shared/posts';
import type { MiddlewareHandler } from 'hono';
import { links } from '../../src/config/paths';
import { BLOG_CACHE_CONTROL } from '../page-cache/blog-pages';
import { createFreshness } from '../page-cache/freshness';
import { encodePage, pageEncoding, sendPage } from '../page-cache/page';
import { createPageCache, type PageCacheOptions } from '../page-cache/page-cache';
import { withRenderSlot, type RenderSlots } from '../render-limit';
import { RSS_ITEMS } from './cached-feeds';
import { buildRss } from './rss';

export interface TagFeedsOptions {
  /** The newest posts of a tag (up to RSS_ITEMS) and the tag, null when no published post has it. */
  tagFeedPosts(slug: string): Promise<TagPostsPage>;
  /** The tag's current slug when this is an old one (`tag_slug_redirect`), else null. */
  tagRedirect(oldSlug: string): Promise<string | null>;
  blogVersion(): Promise<string>;
  siteUrl: string;
  renderSlots: RenderSlots;
  cache?: Partial<Omit<PageCacheOptions, 'render' | 'freshness'>>;
}

const RSS_TYPE = 'application/rss+xml; charset=utf-8';
const NOT_FOUND = 'No published article has this tag.';

/**
 * `/blog/tag/{slug}/rss.xml`: a tag's feed, kept in memory under the blog pages' rules (the data
 * version covers tags). A tag no published post has is a kept 404 too, so asking again costs nothing;
 * a slug no tag could have is a 404 without a query; a feed not kept yet is built in one of the
 * client's render slots, like a page. A renamed or merged tag's old slug answers 301 to the tag's
 * feed now, kept the same way (docs/product-rules.md#old-addresses).
 */
export function cachedTagFeeds(options: TagFeedsOptions): MiddlewareHandler {
  const cache = createPageCache({
    ...options.cache,
    keeps: (status) => status === 200 || status === 301 || status === 404,
    freshness: createFreshness({ read: options.blogVersion }),
    async render(slug) {
      const { tag, posts } = await options.tagFeedPosts(slug);
      if (tag === null) {
        const current = await options.tagRedirect(slug);
        return current === null || current === slug
          ? encodePage(404, NOT_FOUND)
          : encodePage(301, '', links.blogTagFeed(current));
      }
      const tagUrl = `${options.siteUrl}${links.blogTag(tag.slug)}`;
      const xml = buildRss({
        siteUrl: options.siteUrl,
        posts: posts.rows,
        channel: {
          title: `Posts tagged ${tag.name}`,
          link: tagUrl,
          feedUrl: `${options.siteUrl}${links.blogTagFeed(tag.slug)}`,
        },
      });
      return encodePage(200, xml);
    },
  });
  return async (c) => {
    const slug = c.req.param('slug') ?? '';
    if (!couldBeTagSlug(slug)) return c.text(NOT_FOUND, 404);
    const send = async () => {
      const feed = await cache.get(slug, pageEncoding(c));
      return sendPage(
        c,
        feed,
        BLOG_CACHE_CONTROL,
        feed.status === 200 ? RSS_TYPE : 'text/plain; charset=utf-8',
      );
    };
    return cache.has(slug) ? send() : withRenderSlot(c, options.renderSlots, send);
  };
}

export { RSS_ITEMS };
