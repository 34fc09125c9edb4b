import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * Every module the route table loads lazily, by its path from this folder. The path is also the
 * route's `handle.module`: the server names the modules of the page it rendered, and the build
 * knows each one's chunks (build/list-app-chunks.ts), so the browser can start downloading a page's
 * code with the application's instead of after it.
 */
const routeModules = import.meta.glob<Record<string, unknown>>([
  '../pages/*/*Page.tsx',
  './query/QueryLayout.tsx',
  '../features/auth/components/RequireAdmin.tsx',
]);

/** What a lazily loaded route carries in its `handle`. */
export interface RouteModuleHandle {
  module: string;
}

/**
 * A route whose component is the `exportName` export of `file` (a path from this folder, one of
 * `routeModules`), loaded on first use.
 */
export function lazyRoute(file: string, exportName = 'default'): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = routeModules[file];
  if (!load) throw new Error(`No lazily loaded route module ${file} (see route-modules.ts)`);
  const handle: RouteModuleHandle = { module: file };
  return { lazy: async () => ({ Component: (await load())[exportName] as ComponentType }), handle };
}

/** The lazily loaded modules of the given matched routes, outermost first. */
export function matchedRouteModules(matches: ReadonlyArray<{ route: { handle?: unknown } }>): string[] {
  return matches.flatMap(({ route }) => {
    const module = (route.handle as Partial<RouteModuleHandle> | undefined)?.module;
    return typeof module === 'string' ? [module] : [];
  });
}
