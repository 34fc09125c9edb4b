import type { MiddlewareHandler } from 'hono';
import type { RenderedPage } from '../../src/entry-server';
import type { PageFinisher } from '../finish-page';
import { withRenderSlot, type RenderSlots } from '../render-limit';
import { blogCacheKey } from './cache-key';
import { createFreshness } from './freshness';
import { encodePage, pageEncoding, sendPage } from './page';
import { createPageCache, type PageCacheOptions } from './page-cache';

/**
 * Browsers revalidate every time (a post may have changed; with the ETag that costs a 304), a
 * shared cache (CDN) may keep the page 5 s (the server's own freshness bound) and serve it 30 s
 * more while it fetches a new one.
 */
export const BLOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=30';

export interface BlogPagesOptions {
  /**
   * Renders a request (entry-server's render with the anon client); `askedAt`: when the page was
   * asked for (page-cache.ts's `render`).
   */
  render(request: Request, options: { askedAt: number }): Promise<RenderedPage>;
  finishPage: PageFinisher;
  /** The data version of the published posts (blog-version.ts): a change makes every page stale. */
  blogVersion(): Promise<string>;
  /** The origin the pages are rendered under. */
  siteUrl: string;
  /** Each client's render slots: a page not kept yet is rendered in one (render-limit.ts). */
  renderSlots: RenderSlots;
  /** Overrides of the cache's rules (tests). */
  cache?: Partial<Omit<PageCacheOptions, 'render' | 'freshness'>>;
}

/**
 * `/blog` (with the parameters it reads), `/blog/{slug}` and `/blog/tag/{slug}`, found pages, old
 * addresses (301) and "not found" ones, from
 * memory (page-cache.ts has the freshness rules); any other path goes on to the next handler.
 * These pages are the same for every visitor: the server renders them with the anon key and reads
 * nothing of the request but its path and query. To keep it so, a page is rendered from its cache
 * key alone, as a new request without the visitor's headers or cookies, under the site's origin (a
 * forged Host header cannot reach a kept page).
 */
export function cachedBlogPages(options: BlogPagesOptions): MiddlewareHandler {
  const cache = createPageCache({
    ...options.cache,
    freshness: createFreshness({ read: options.blogVersion }),
    async render(key, askedAt) {
      const rendered = await options.render(new Request(new URL(key, options.siteUrl)), { askedAt });
      return encodePage(rendered.status, await options.finishPage(rendered), rendered.location);
    },
  });
  return async (c, next) => {
    const key = blogCacheKey(new URL(c.req.url));
    if (key === undefined) return next();
    const send = async () => sendPage(c, await cache.get(key, pageEncoding(c)), BLOG_CACHE_CONTROL);
    return cache.has(key) ? send() : withRenderSlot(c, options.renderSlots, send);
  };
}
