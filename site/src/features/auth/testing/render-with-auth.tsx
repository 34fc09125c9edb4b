import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ParleySupabaseClient } from '@parley/shared/supabase';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, RouterProvider } from '@parley/router';
import { createElementRoutes, type ElementRoute } from '@parley/router/memory';
import { AuthProvider } from '../AuthProvider';

const alwaysAsk = () => true;

/** Renders routes the way the app does: Mantine (with toasts), React Query, auth and a router. */
export function renderWithAuth(
  routes: ElementRoute[],
  {
    getClient,
    at = '/',
  }: { getClient: () => ParleySupabaseClient | Promise<ParleySupabaseClient>; at?: string },
  // The fake decides whether there is a session, so the provider always asks it.
) {
  const { router, componentOf } = createElementRoutes(routes, [at]);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <AuthProvider getClient={getClient} mayHaveSession={alwaysAsk}>
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return {
    router,
    ...render(
      wrap(
        <RouterProvider router={router} componentOf={componentOf}>
          <Outlet />
        </RouterProvider>,
      ),
    ),
  };
}
