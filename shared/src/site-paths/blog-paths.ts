/**
 * The blog's addresses on the public site, written once (docs/routes.md#route-table). The site's
 * route manifest (site/src/config/routes.ts) takes its route patterns from here, and every link to
 * a post, a tag or an author is built here: the site's pages, its server (feeds, sitemap), the
 * newsletter mail, admin-ui's "view post" and the studio's. A change of address is a change here.
 */

/** Where every blog address starts: the list's path, and the prefix of the others. */
export const BLOG_BASE = '/blog';

/** The blog's route patterns, as the site's router matches them (`:name` is one path segment). */
export const BLOG_ROUTE_PATTERNS = {
  list: BLOG_BASE,
  post: `${BLOG_BASE}/:slug`,
  author: `${BLOG_BASE}/author/:slug`,
  preview: `${BLOG_BASE}/preview/:token`,
  tag: `${BLOG_BASE}/tag/:slug`,
} as const;

/** A tag's RSS feed as the site's server matches it (Hono's syntax, the same `:name` segments). */
export const BLOG_TAG_FEED_PATTERN = `${BLOG_ROUTE_PATTERNS.tag}/rss.xml` as const;

/** The site path of a published post: `/blog/{slug}` (the slug percent-encoded, as one segment). */
export const blogPostPath = (slug: string): `/${string}` => `${BLOG_BASE}/${encodeURIComponent(slug)}`;

/** An author's page; later pages carry `?page=N`. */
export const blogAuthorPath = (slug: string, page = 1): `/${string}` =>
  `${BLOG_BASE}/author/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`;

/** A shared draft's preview page (the token is the whole secret). */
export const blogPreviewPath = (token: string): `/${string}` =>
  `${BLOG_BASE}/preview/${encodeURIComponent(token)}`;

/** A tag's page. */
export const blogTagPath = (slug: string): `/${string}` => `${BLOG_BASE}/tag/${encodeURIComponent(slug)}`;

/** A tag's RSS feed (served by the site's server, not a page of the router). */
export const blogTagFeedPath = (slug: string): `/${string}` => `${blogTagPath(slug)}/rss.xml`;
