import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from '../hooks';
import { createMemoryRouter } from '../memory-router';
import { createElementRoutes, type ElementRoute } from '../MemoryRouter';
import { Outlet, RouterProvider } from '../RouterProvider';

/** Shows where the router is: path, query and hash. */
export function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="address">{pathname + search + hash}</output>;
}

const noRoutes = (): never => {
  throw new Error('no route table in these tests');
};

/**
 * Renders `ui` at `path` (or the last of several entries) in a memory router, with the address
 * shown; gives the router too, and a `rerender` that keeps them.
 */
export function renderAt(path: string | string[], ui: ReactNode) {
  const router = createMemoryRouter({ initialEntries: typeof path === 'string' ? [path] : path });
  const inRouter = (children: ReactNode) => (
    <RouterProvider router={router} componentOf={noRoutes}>
      {children}
      <Address />
    </RouterProvider>
  );
  const view = render(inRouter(ui));
  return { ...view, router, rerender: (next: ReactNode) => view.rerender(inRouter(next)) };
}

/**
 * Renders a table of routes at `path` in a memory router, `ui` around them (by default only the
 * matched page: an `<Outlet />` in `ui` is where it goes); gives the router too.
 */
export function renderRoutes(routes: ElementRoute[], path: string, ui: ReactNode = <Outlet />) {
  const { router, componentOf } = createElementRoutes(routes, [path]);
  const view = render(
    <RouterProvider router={router} componentOf={componentOf}>
      {ui}
    </RouterProvider>,
  );
  return { ...view, router };
}

/**
 * Clicks, and says whether the click was left to the browser (its default not prevented). The
 * default is prevented afterwards either way: jsdom cannot follow a link to another document.
 */
export function clickIsLeftToBrowser(element: Element, init?: MouseEventInit): boolean {
  let leftToBrowser = false;
  const see = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', see);
  try {
    fireEvent.click(element, init);
  } finally {
    window.removeEventListener('click', see);
  }
  return leftToBrowser;
}
