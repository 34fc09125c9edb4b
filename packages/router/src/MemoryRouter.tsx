import { useState, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter } from './memory-router';
import { createRouteMatcher, type RouteDefinition } from './route-match';
import type { Router } from './router';
import { RouterProvider } from './RouterProvider';

/** A route of a test's table: a path (or none, for a layout) and what it shows. */
export interface ElementRoute {
  path?: string;
  element?: ReactNode;
  Component?: ComponentType;
  children?: ElementRoute[];
}

/**
 * A memory router for a table of elements (tests render a few routes, not the site's modules):
 * each route's module is its place in the table.
 */
export function createElementRoutes(routes: ElementRoute[], initialEntries?: string[]) {
  const components = new Map<string, ComponentType>();
  const define = (route: ElementRoute, id: string): RouteDefinition => {
    components.set(id, route.Component ?? (() => route.element));
    return {
      path: route.path,
      module: id,
      children: route.children?.map((child, i) => define(child, `${id}.${i}`)),
    };
  };
  const router = createMemoryRouter({
    initialEntries,
    matchRoute: createRouteMatcher(routes.map((route, i) => define(route, String(i)))),
  });
  const componentOf = (route: RouteDefinition) => components.get(route.module)!;
  return { router, componentOf };
}

const noRoutes = (): never => {
  throw new Error('MemoryRouter has no route table: render the page inside it');
};

/** Renders `children` at a location in memory (for tests), as React Router's `MemoryRouter`. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [router] = useState<Router>(() => createMemoryRouter({ initialEntries }));
  return (
    <RouterProvider router={router} componentOf={noRoutes}>
      {children}
    </RouterProvider>
  );
}
