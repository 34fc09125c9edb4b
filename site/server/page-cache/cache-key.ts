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
