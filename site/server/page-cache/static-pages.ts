import { BLOG_BASE } from '@parley/shared/site-paths';
import type { MiddlewareHandler } from 'hono';
import type { RenderedPage } from '../../src/entry-server';
import type { PageFinisher } from '../finish-page';
import { withRenderSlot, type RenderSlots } from '../render-limit';
import { keyUrl, pageKey } from './cache-key';
import type { Freshness } from './freshness';
import { encodePage, pageEncoding, sendPage } from './page';
import { createPageCache, type PageCacheOptions } from './page-cache';

export interface StaticPagesOptions {
  /** Renders a request (entry-server's render; these pages read no data). */
  render(request: Request): Promise<RenderedPage>;
  finishPage: PageFinisher;
  /** The Content-Security-Policy of a page rendered on request. */
  policy(): Promise<string>;
  /** The Cache-Control of the pages (as the prerendered ones: browsers revalidate). */
  cacheControl: string;
  /** The origin the pages are rendered under. */
  siteUrl: string;
  /** Each client's render slots: a page not kept yet is rendered in one (render-limit.ts). */
  renderSlots: RenderSlots;
  /** Overrides of the cache's bounds (tests). */
  cache?: Partial<Pick<PageCacheOptions, 'maxEntries' | 'maxBytes'>>;
}

/**
 * These pages change only with a new build, which is a new server: one version for its whole life,
 * never read from anywhere.
 */
/** The blog's base without its slash (`blog`): any mention of it may be a blog page. */
const BLOG_SEGMENT = BLOG_BASE.slice(1);

const BUILD_VERSION: Freshness = { current: async () => 'build' };

/**
 * Whether a path may render a blog page, which reads the published posts (and has its own cache,
 * blog-pages.ts, fresh by the posts' data version). The router matches paths case-insensitively and
 * after decoding them, so `/BLOG/`, `/%62log` and `/blog/a/b` are judged on the decoded, lowercased
 * path; any mention of the blog is left to the uncached render, which costs a render as before.
 */
export function mayReadData(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the router matches the raw path, judged as is.
  }
  return decoded.toLowerCase().includes(BLOG_SEGMENT);
}

/**
 * The pages rendered on request that read no data (a marketing page with a query string, such as
 * `/?utm_source=forum` or `/documentation?tab=api`; a "not found" page), from memory: a link with
 * tracking tags on a busy forum costs one render, not one per visitor. They are the same for every
 * visitor: the server render reads nothing of the request but its URL (no loaders, no cookies, no
 * headers), and to keep it so a page is rendered from its cache key alone (cache-key.ts), as a new
 * request under the site's origin. Posted forms never come here (they are answered per request).
 * Paths that may read data go on to the next handler.
 */
export function cachedStaticPages(options: StaticPagesOptions): MiddlewareHandler {
  const cache = createPageCache({
    maxEntries: 200,
    maxBytes: 32 * 1024 * 1024,
    ...options.cache,
    freshness: BUILD_VERSION,
    // Never stale: only the LRU's bounds let a page go.
    freshMs: Number.POSITIVE_INFINITY,
    maxStaleMs: Number.POSITIVE_INFINITY,
    async render(key) {
      const rendered = await options.render(new Request(keyUrl(key, options.siteUrl)));
      return encodePage(rendered.status, await options.finishPage(rendered));
    },
  });
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (mayReadData(url.pathname)) return next();
    const key = pageKey(url);
    const send = async () => {
      const page = await cache.get(key, pageEncoding(c));
      c.header('Content-Security-Policy', await options.policy());
      return sendPage(c, page, options.cacheControl);
    };
    return cache.has(key) ? send() : withRenderSlot(c, options.renderSlots, send);
  };
}
