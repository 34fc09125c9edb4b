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
 * The longest query a page's cache key keeps (encoded). Real links carry a few short parameters
 * (`?tab=api`, `?type=demo&plan=starter`, tracking tags and click ids of a hundred characters or
 * so); a key past this is junk, and would only make the kept pages heavier.
 */
export const MAX_KEY_QUERY_LENGTH = 512;

/**
 * The cache key of a page that reads no data (the marketing pages, "not found" pages), which is
 * also the path and query it is rendered from: its path, and each parameter's first value (what
 * the pages read: `URLSearchParams.get`), sorted by name, so `?b=2&a=1` and `?a=1&b=2&a=3` are one
 * entry. Parameters are taken in that order while the query stays within MAX_KEY_QUERY_LENGTH; one
 * that does not fit is dropped, and the page is rendered without it (from this key), so a kept page
 * is always exactly the page of its key. Linear in the query's length.
 */
export function pageCacheKey(url: URL): string {
  const first = new Map<string, string>();
  for (const [name, value] of url.searchParams) if (!first.has(name)) first.set(name, value);
  const pairs: string[] = [];
  let length = 0;
  for (const name of [...first.keys()].sort()) {
    const pair = new URLSearchParams([[name, first.get(name)!]]).toString();
    const added = pair.length + (pairs.length > 0 ? 1 : 0);
    if (length + added > MAX_KEY_QUERY_LENGTH) continue;
    pairs.push(pair);
    length += added;
  }
  return pairs.length > 0 ? `${url.pathname}?${pairs.join('&')}` : url.pathname;
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
