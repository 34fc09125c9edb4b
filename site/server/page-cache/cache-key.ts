/**
 * The query parameters the blog list reads (search, category, page). Any other parameter (a
 * tracking tag, a cache buster, junk) changes nothing on the page, so it must not make another
 * cache entry: it is dropped from the key and from the URL the page is rendered from.
 */
export const BLOG_LIST_PARAMS: readonly string[] = ['category', 'page', 'q'];

/** `/blog/{slug}`: one path segment after /blog/. */
function isPostPath(path: string): boolean {
  return path.startsWith('/blog/') && path.length > '/blog/'.length && !path.includes('/', '/blog/'.length);
}

/**
 * The cache key of a blog page, which is also the path and query it is rendered from, or
 * `undefined` for any other page. `/blog`: the parameters it reads, first value only (the page
 * reads the first), sorted by name, so `?q=a&category=b` and `?category=b&q=a&utm=x` are one
 * entry. A post: its path alone (the post page reads no parameter).
 */
export function blogCacheKey(url: URL): string | undefined {
  const path = url.pathname;
  if (isPostPath(path)) return path;
  if (path !== '/blog') return undefined;
  const kept = new URLSearchParams();
  for (const name of BLOG_LIST_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The longest query a page's cache key keeps (encoded, without the `?`). Real links carry a few
 * short parameters (`?tab=api`, `?type=demo&plan=starter`, tracking tags and click ids of a hundred
 * characters or so); a longer query is rendered on request, uncached, as before.
 */
export const MAX_KEY_QUERY_LENGTH = 1024;

/**
 * The cache key of a page that reads no data (the marketing pages, "not found" pages), which is
 * also the path and query it is rendered from, or `undefined` when the query is longer than
 * MAX_KEY_QUERY_LENGTH. The query is kept exactly as sent: these pages read the whole of it, not
 * only the parameters they choose by (a form posts to its page's path and query, which is stored
 * with the lead as the page it came from), so `?b=2&a=1` and `?a=1&b=2` are two pages. The same
 * link, however many visitors follow it, is one.
 */
export function pageCacheKey(url: URL): string | undefined {
  if (url.search.length > 1 + MAX_KEY_QUERY_LENGTH) return undefined;
  return `${url.pathname}${url.search}`;
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
