import { createRouteMatcher, type RouteDefinition } from '@parley/router/route-match';
import { ROUTE_ENTRIES, type RouteFacts, type RouteLayout } from '../config/routes';
import { lazyRoute } from './route-modules';

/**
 * A page, loaded lazily so a marketing page never downloads blog, auth or admin code. `query`: the
 * parameters it reads; any other is dropped before it renders (route-match.ts `routeQuery`).
 */
const page = (route: RouteFacts) => lazyRoute(route.page, { path: route.path, query: route.query });

/** The pages of one layout, in the manifest's order (config/routes.ts), without the catch-all. */
const pagesIn = (layout: RouteLayout) =>
  ROUTE_ENTRIES.filter(([name, route]) => name !== 'notFound' && route.layout === layout).map(([, route]) =>
    page(route),
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
  page(ROUTE_ENTRIES.find(([name]) => name === 'notFound')![1]),
];

/** The route a path shows (the catch-all when no other matches). */
export const matchRoute = createRouteMatcher(appRoutes);
