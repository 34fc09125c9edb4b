import { ROUTE_ENTRIES } from './routes';

/**
 * Public pages whose HTML depends on neither data nor the visitor: prerendered at build time and
 * served as files (`prerender` in the route manifest, config/routes.ts). The blog is rendered on
 * request instead (it shows the published posts of now).
 */
export const PRERENDERED_PATHS: readonly string[] = ROUTE_ENTRIES.filter(([, route]) => route.prerender).map(
  ([, route]) => route.path,
);

/** The static pages of the sitemap (`sitemap` in the manifest; the blog and its posts are added from the data). */
export const SITEMAP_STATIC_PATHS: readonly string[] = ROUTE_ENTRIES.filter(([, route]) => route.sitemap).map(
  ([, route]) => route.path,
);
