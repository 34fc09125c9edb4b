import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '@parley/router';
import { lazyRoute, loadRouteModules, matchedRouteModules, routeComponent } from './route-modules';
import { appRoutes, matchRoute } from './routes';

/** Every route of the table, depth first. */
function allRoutes(routes: RouteDefinition[]): RouteDefinition[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('route modules', () => {
  it('names the modules of a matched page, layouts first', () => {
    expect(matchedRouteModules(matchRoute('/blog/some-post'))).toEqual([
      './query/QueryLayout.tsx',
      '../pages/blog-post/BlogPostPage.tsx',
    ]);
    expect(matchedRouteModules(matchRoute('/pricing'))).toEqual(['../pages/pricing/PricingPage.tsx']);
    expect(matchedRouteModules(matchRoute('/admin/blog/new'))).toEqual([
      './query/QueryLayout.tsx',
      '../features/auth/components/RequireAdmin.tsx',
      '../pages/admin/AdminNewPostPage.tsx',
    ]);
  });

  it('matches as React Router did: any case, a trailing slash, decoded parameters, else the 404', () => {
    expect(matchRoute('/Pricing/')?.chain.at(-1)?.path).toBe('/pricing');
    expect(matchRoute('/blog/caf%C3%A9')?.params).toEqual({ slug: 'café' });
    expect(matchRoute('/blog/100%')?.params).toEqual({ slug: '100%' });
    expect(matchRoute('/admin/blog/edit/42')?.params).toEqual({ id: '42' });
    expect(matchRoute('/blog/a/b')?.chain.at(-1)?.path).toBe('*');
    expect(matchRoute('/nowhere')?.chain.at(-1)?.path).toBe('*');
  });

  it('every route loads a component from its module', async () => {
    const routes = allRoutes(appRoutes);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      expect(route.module, String(route.path)).toMatch(/\.tsx$/);
      await loadRouteModules({ chain: [route], params: {} });
      expect(typeof routeComponent(route), route.module).toBe('function');
    }
  }, 30_000);

  it('refuses a module the table does not know, and a route shown before it was loaded', () => {
    expect(() => lazyRoute('../pages/nowhere/NowherePage.tsx')).toThrow(/No lazily loaded route module/);
    expect(() => routeComponent({ module: './never-loaded.tsx' })).toThrow(/before it was loaded/);
  });
});
