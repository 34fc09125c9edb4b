/**
 * The blog's addresses on the public site, written once (docs/routes.md#route-table). The site's
 * route manifest (site/src/config/routes.ts) takes its route patterns from here, and every link to
 * a post, a tag or an author is built here: the site's pages, its server (feeds, sitemap), the
 * newsletter mail, admin-ui's "view post" and the studio's. A change of address is a change here.
 */

/** The blog's route patterns, as the site's router matches them (`:name` is one path segment). */
export const BLOG_ROUTE_PATTERNS = {
  list: '/blog',
  post: '/blog/:slug',
  author: '/blog/author/:slug',
  preview: '/blog/preview/:token',
  tag: '/blog/tag/:slug',
} as const;

/** The site path of a published post: `/blog/{slug}` (the slug percent-encoded, as one segment). */
export const blogPostPath = (slug: string): `/${string}` => `/blog/${encodeURIComponent(slug)}`;

/** An author's page; later pages carry `?page=N`. */
export const blogAuthorPath = (slug: string, page = 1): `/${string}` =>
  `/blog/author/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`;

/** A shared draft's preview page (the token is the whole secret). */
export const blogPreviewPath = (token: string): `/${string}` => `/blog/preview/${encodeURIComponent(token)}`;

/** A tag's page. */
export const blogTagPath = (slug: string): `/${string}` => `/blog/tag/${encodeURIComponent(slug)}`;

/** A tag's RSS feed (served by the site's server, not a page of the router). */
export const blogTagFeedPath = (slug: string): `/${string}` => `${blogTagPath(slug)}/rss.xml`;
