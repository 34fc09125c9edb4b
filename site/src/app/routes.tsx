import { createRouteMatcher, type RouteDefinition } from '@parley/router/route-match';
import {
  ROUTE_ENTRIES,
  ROUTE_MANIFEST,
  type RouteFacts,
  type RouteLayout,
  type RouteName,
} from '../config/routes';
import { lazyRoute } from './route-modules';
import { ROUTE_QUERY_NORMALISERS } from './route-query-normalisers';

/**
 * A page, loaded lazily so a marketing page never downloads blog, auth or admin code. `query`: the
 * parameters it reads; any other is dropped before it renders, and each one it reads as the page
 * honours it (`normalise`, route-query-normalisers.ts; route-match.ts `routeQuery`).
 */
const page = (name: RouteName, route: RouteFacts) =>
  lazyRoute(route.page, { path: route.path, query: route.query, normalise: ROUTE_QUERY_NORMALISERS[name] });

/** The pages of one layout, in the manifest's order (config/routes.ts), without the catch-all. */
const pagesIn = (layout: RouteLayout) =>
  ROUTE_ENTRIES.filter(([name, route]) => name !== 'notFound' && route.layout === layout).map(
    ([name, route]) => page(name, route),
  );

/**
 * The route table, derived from the route manifest (config/routes.ts): the root's pages, then the
 * layouts without a path, then the catch-all 404. Routes are tried in this order. The frame around
 * every page (header, footer) is app/RootLayout.tsx.
 */
export const appRoutes: RouteDefinition[] = [
  ...pagesIn('root'),
  // A layout without a path: the pages that read or write data get React Query (loaded with them).
  lazyRoute('./query/QueryLayout.tsx', {
    children: [
      ...pagesIn('query'),
      // A layout without a path: signed-out visitors go to /auth, signed-in non-admins to /.
      lazyRoute('../features/auth/components/RequireAdmin.tsx', { children: pagesIn('admin') }),
    ],
  }),
  page('notFound', ROUTE_MANIFEST.notFound),
];

/** The route a path shows (the catch-all when no other matches). */
export const matchRoute = createRouteMatcher(appRoutes);
