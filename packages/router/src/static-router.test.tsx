import { getByRole } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useLocation, useParams } from './hooks';
import { Link, Navigate, NavLink } from './links';
import { createRouteMatcher, type RouteDefinition } from './route-match';
import { Outlet, RouterProvider } from './RouterProvider';
import { createStaticRouter } from './static-router';

describe('createStaticRouter', () => {
  it("takes the location from the request's URL, with the first entry's key", () => {
    const match = createRouteMatcher([{ path: '/blog', module: 'blog', query: ['q'] }])('/blog');
    const router = createStaticRouter('/blog?utm_source=x&q=x#top', match);
    expect(router.getState()).toEqual({
      location: { pathname: '/blog', search: '?q=x', hash: '#top', state: null, key: 'default' },
      action: 'POP',
      preventScrollReset: false,
      match,
      blocked: null,
    });
  });

  it('keeps a `//host` request path a path', () => {
    expect(createStaticRouter('//evil.example/x', null).getState().location.pathname).toBe(
      '//evil.example/x',
    );
  });

  it('never moves: navigate is a no-op, nothing is notified, nothing blocks', () => {
    const router = createStaticRouter('/a', null);
    const before = router.getState();
    const listener = vi.fn();
    const unsubscribe = router.subscribe(listener);
    const unblock = router.block(() => true);
    router.navigate('/b');
    router.navigate(-1);
    expect(router.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(() => {
      unblock();
      unsubscribe();
    }).not.toThrow();
  });

  it('renders the matched route on the server, links as anchors, and a Navigate as nothing', () => {
    function Post() {
      const { slug } = useParams();
      const { search } = useLocation();
      return (
        <article>
          {slug}
          {search}
          <Navigate to="/elsewhere" />
        </article>
      );
    }
    const components: Record<string, () => React.JSX.Element> = {
      layout: () => (
        <main>
          <Outlet />
        </main>
      ),
      post: Post,
    };
    const routes: RouteDefinition[] = [
      { module: 'layout', children: [{ path: '/blog/:slug', module: 'post', query: ['x'] }] },
    ];
    const url = '/blog/caf%C3%A9?gclid=2&x=1';
    const router = createStaticRouter(url, createRouteMatcher(routes)(new URL(url, 'http://h').pathname));
    const navigate = vi.spyOn(router, 'navigate');
    const html = renderToString(
      <RouterProvider router={router} componentOf={(route) => components[route.module]!}>
        <NavLink to="/blog">Blog</NavLink>
        <Link to="/pricing">Pricing</Link>
        <Outlet />
      </RouterProvider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(getByRole(page, 'link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(getByRole(page, 'link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(getByRole(page, 'link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(getByRole(page, 'main')).toHaveTextContent(/^café\?x=1$/);
    expect(navigate).not.toHaveBeenCalled();
  });
});
