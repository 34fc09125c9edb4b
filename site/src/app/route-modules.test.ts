import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyRoute, matchedRouteModules } from './route-modules';
import { appRoutes } from './router';

/** Every route of the tree, depth first. */
function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('route modules', () => {
  it('names the modules of a matched page, layouts first', () => {
    const matches = matchRoutes(appRoutes, '/blog/some-post') ?? [];
    expect(matchedRouteModules(matches)).toEqual([
      './query/QueryLayout.tsx',
      '../pages/blog-post/BlogPostPage.tsx',
    ]);
    expect(matchedRouteModules(matchRoutes(appRoutes, '/pricing') ?? [])).toEqual([
      '../pages/pricing/PricingPage.tsx',
    ]);
    expect(matchedRouteModules(matchRoutes(appRoutes, '/admin/blog/new') ?? [])).toEqual([
      './query/QueryLayout.tsx',
      '../features/auth/components/RequireAdmin.tsx',
      '../pages/admin/AdminNewPostPage.tsx',
    ]);
  });

  it('every lazy route names its module and loads a component from it', async () => {
    const lazy = allRoutes(appRoutes).filter((route) => route.lazy);
    expect(lazy.length).toBeGreaterThan(20);
    for (const route of lazy) {
      expect(route.handle, String(route.path)).toEqual({ module: expect.stringMatching(/\.tsx$/) });
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      expect(typeof loaded.Component, route.handle.module).toBe('function');
    }
  }, 30_000);

  it('refuses a module the table does not know', () => {
    expect(() => lazyRoute('../pages/nowhere/NowherePage.tsx')).toThrow(/No lazily loaded route module/);
  });
});
