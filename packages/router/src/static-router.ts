import { routeQuery, type RouteMatch } from './route-match';
import { parsePath, type Router, type RouterState } from './router';

/**
 * The server's router: one request's location (its query reduced to what the page reads, as the
 * browser's router does, so both render the same markup), which never changes. Navigating during a server
 * render is a no-op, as in React Router's static router: redirects happen once the page runs.
 */
export function createStaticRouter(url: string, match: RouteMatch | null): Router {
  const path = parsePath(url);
  const state: RouterState = {
    location: { ...path, search: routeQuery(match, path.search), state: null, key: 'default' },
    action: 'POP',
    preventScrollReset: false,
    match,
    blocked: null,
  };
  return {
    getState: () => state,
    subscribe: () => () => {},
    navigate: () => {},
    block: () => () => {},
    isPending: () => false,
    subscribePending: () => () => {},
  };
}
