/**
 * The canonical URL of a page (its `<link rel="canonical">` and `og:url`): SITE_URL's origin and the
 * page's path, nothing else. The path may come straight from the request (the not-found page names
 * the path it was asked for), so it is never resolved as a URL reference: `new URL('//evil.example/x',
 * base)` would be https://evil.example/x, a canonical on another site. Instead:
 * - a query string or fragment is dropped (a canonical names the page, not one view of it), except
 *   the page number of a paged list, given apart as a number;
 * - backslashes count as slashes, as browsers read them in http(s) URLs, and runs of slashes are
 *   one slash, so no path can start with `//`;
 * - a trailing slash is dropped (`/pricing/` is `/pricing`), except for the home page;
 * - the path is set with the URL's `pathname` setter, which percent-encodes what a path cannot hold
 *   (quotes, `<`, spaces) and drops tabs and line breaks, and can never change the host.
 */
export function canonicalUrl(siteUrl: string, path: string, page?: number): string {
  const url = new URL(siteUrl);
  url.pathname = canonicalPath(path);
  // A paged list's later pages are pages of their own (`/blog?page=2`); its first page is the path.
  url.search = page !== undefined && Number.isSafeInteger(page) && page > 1 ? `?page=${page}` : '';
  url.hash = '';
  return url.href;
}

/** The path part of `path`, normalised as `canonicalUrl` describes. Linear: no backtracking. */
export function canonicalPath(path: string): string {
  const end = path.search(/[?#]/);
  const slashes = (end === -1 ? path : path.slice(0, end)).replace(/\\/g, '/');
  const single = `/${slashes}`.replace(/\/{2,}/g, '/');
  return single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single;
}
