import type { ComponentType } from 'react';
import type { RouteDefinition, RouteMatch } from '@parley/router';

/**
 * Every module the route table loads lazily, by its path from this folder (a route's `module`).
 * Each renders its route as its default export. The server names the modules of the page it
 * rendered, and the build knows each one's chunks (build/list-app-chunks.ts), so the browser can
 * start downloading a page's code with the application's instead of after it.
 */
const routeModules = import.meta.glob<{ default: ComponentType }>([
  '../pages/*/*Page.tsx',
  './query/QueryLayout.tsx',
  '../features/auth/components/RequireAdmin.tsx',
]);

const loadedComponents = new Map<string, ComponentType>();

/** Whether `file` is one of the modules Vite found for the route table (a route manifest's `page`). */
export const isRouteModule = (file: string): boolean => file in routeModules;

/** A route of the table whose component is the default export of `file` (one of `routeModules`). */
export function lazyRoute(file: string, route: Omit<RouteDefinition, 'module'> = {}): RouteDefinition {
  if (!isRouteModule(file)) throw new Error(`No lazily loaded route module ${file} (see route-modules.ts)`);
  return { ...route, module: file };
}

/** The modules of a matched route, outermost first. */
export const matchedRouteModules = (match: RouteMatch | null): string[] =>
  (match?.chain ?? []).map((route) => route.module);

/**
 * Loads the modules of a matched route (each once). `beforeEach` runs before each import starts,
 * e.g. to hand the main thread back to the browser between them.
 */
export async function loadRouteModules(
  match: RouteMatch | null,
  beforeEach?: () => Promise<void>,
): Promise<void> {
  const loading: Promise<void>[] = [];
  for (const file of matchedRouteModules(match)) {
    if (loadedComponents.has(file)) continue;
    await beforeEach?.();
    loading.push(
      routeModules[file]!().then((module) => {
        loadedComponents.set(file, module.default);
      }),
    );
  }
  await Promise.all(loading);
}

/** The component of a route whose module is loaded (the router loads a route before showing it). */
export function routeComponent(route: RouteDefinition): ComponentType {
  const component = loadedComponents.get(route.module);
  if (!component) throw new Error(`Route module ${route.module} is shown before it was loaded`);
  return component;
}
