import { routeQuery } from '@parley/router/route-match';
import { BLOG_BASE, blogAuthorPath, blogPostPath, blogTagPath } from '@parley/shared/site-paths';
import { matchRoute } from '../../src/app/routes';

/**
 * The cache key of a page, which is also the path and query it is rendered from: its path, and its
 * query reduced to the parameters its route reads (the route table, src/app/routes.tsx), each once,
 * non-empty, as the page honours it (a junk `?tab=` left out: app/route-query-normalisers.ts),
 * sorted by name (route-match.ts `routeQuery`, which both routers apply too). Anything
 * else in the query (a tracking tag, a click id, a cache buster, junk) changes nothing on the page,
 * so it makes no other entry: `/pricing?gclid=x` is `/pricing`, `/blog?q=a&utm=b&q=c` is
 * `/blog?q=a`, and the number of keys is bounded by the real pages.
 */
export function pageKey(url: URL): string {
  return url.pathname + routeQuery(matchRoute(url.pathname), url.search);
}

/** `{prefix}{slug}`: one path segment after the prefix. */
function isOneSegmentUnder(prefix: string, path: string): boolean {
  return path.startsWith(prefix) && path.length > prefix.length && !path.includes('/', prefix.length);
}

/**
 * The cache key of a blog page (`/blog`, `/blog/{slug}`, `/blog/tag/{slug}` and `/blog/author/{slug}`,
 * see `pageKey`), or `undefined` for any other page. A shared draft's preview (`/blog/preview/{token}`)
 * is never one: it is rendered for each request (docs/product-rules.md#share-a-draft).
 */
export function blogCacheKey(url: URL): string | undefined {
  const path = url.pathname;
  // Each page's prefix is its own link with an empty slug (`/blog/`, `/blog/tag/`, `/blog/author/`).
  return path === BLOG_BASE ||
    isOneSegmentUnder(blogPostPath(''), path) ||
    isOneSegmentUnder(blogTagPath(''), path) ||
    isOneSegmentUnder(blogAuthorPath(''), path)
    ? pageKey(url)
    : undefined;
}

/**
 * The longest query a page's key keeps (encoded, without the `?`), once reduced to what the page
 * reads. No page reads that much: every value a page reads is short (a tab, a category, the blog's
 * search box holds 32 characters and the key keeps no more: route-query-normalisers.ts, a
 * playground setting 20), so a longer one is junk, answered 414 (app.ts). What the page does not read never counts: a 10 KB
 * tracking tag is dropped, not refused.
 */
export const MAX_KEY_QUERY_LENGTH = 4096;

/** Whether a key's query is past MAX_KEY_QUERY_LENGTH. */
export function isKeyTooLong(key: string): boolean {
  const query = key.indexOf('?');
  return query >= 0 && key.length - query - 1 > MAX_KEY_QUERY_LENGTH;
}

/**
 * The URL a page is rendered from: its key under the site's origin. The path is set, not resolved
 * against the origin, so a key such as `//evil.example/` stays a path of this site.
 */
export function keyUrl(key: string, origin: string): URL {
  const query = key.indexOf('?');
  const url = new URL(origin);
  url.pathname = query < 0 ? key : key.slice(0, query);
  url.search = query < 0 ? '' : key.slice(query);
  return url;
}
