import { Link, Outlet, RouterProvider, useBlocker, useNavigate, useSearchParams } from '@parley/router';
import { createElementRoutes } from '@parley/router/memory';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider as ReactRouterProvider } from 'react-router-dom';
import type { AdminNavigation } from '../host/navigation';
import { reactRouterNavigation } from '../host/react-router-navigation';

/** Where a test's router is, whichever router it is. */
export interface TestLocation {
  pathname: string;
  search: string;
}

/** The admin screens under a test, at an address, in one of the routers a shell gives them. */
export interface TestRouting {
  navigation: AdminNavigation;
  /** The router's element, with `element` at `path` and "Elsewhere" at any other path. */
  ui: ReactNode;
  location(): TestLocation;
  /** A navigation from outside the screens (the shell's header, Back as `-1`). */
  navigate(to: string | number): Promise<void>;
}

export type NavigationAdapterName = 'React Router' | 'the site router';

const elsewhere = <p>Elsewhere</p>;

/**
 * The two routers the admin screens run on: React Router's (the studio) and the site's own
 * (@parley/router, `/admin` on the site: site/src/pages/admin/SiteAdmin.tsx). Screen tests that
 * navigate run under both (`describe.each(NAVIGATION_ADAPTERS)`).
 */
export const NAVIGATION_ADAPTERS: NavigationAdapterName[] = ['React Router', 'the site router'];

export function createTestRouting(
  adapter: NavigationAdapterName,
  { element, path, initialEntry }: { element: ReactNode; path: string; initialEntry: string },
): TestRouting {
  if (adapter === 'React Router') {
    const router = createMemoryRouter(
      [
        { path, element },
        { path: '*', element: elsewhere },
      ],
      { initialEntries: [initialEntry] },
    );
    return {
      navigation: reactRouterNavigation,
      ui: <ReactRouterProvider router={router} />,
      location: () => router.state.location,
      // Narrowed for each of React Router's overloads (a path, or a distance through the history).
      navigate: (to) => (typeof to === 'number' ? router.navigate(to) : router.navigate(to)),
    };
  }
  const { router, componentOf } = createElementRoutes(
    [
      { path, element },
      { path: '*', element: elsewhere },
    ],
    [initialEntry],
  );
  return {
    // The same object SiteAdmin gives the screens.
    navigation: { Link, useNavigate, useSearchParams, useBlocker },
    ui: (
      <RouterProvider router={router} componentOf={componentOf}>
        <Outlet />
      </RouterProvider>
    ),
    location: () => router.getState().location,
    navigate: async (to) => router.navigate(to),
  };
}
