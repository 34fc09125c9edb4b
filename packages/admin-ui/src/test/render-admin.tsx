import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AdminProvider, type AdminHost } from '../host/AdminHost';
import { reactRouterNavigation } from '../host/react-router-navigation';
import type { ParleySupabaseClient } from '@parley/shared/supabase';

/** Renders `element` at `path` in a data router, with routes for every admin path the host names. */
export function renderAdmin(
  element: ReactNode,
  options: {
    supabase: ParleySupabaseClient;
    confirm?: AdminHost['confirm'];
    path?: string;
    /** The address to open, when it has a query (default: `path`). */
    initialEntry?: string;
    drafts?: AdminHost['drafts'];
    registerSave?: AdminHost['registerSave'];
  },
) {
  const host: AdminHost = {
    supabase: options.supabase,
    paths: {
      dashboard: '/admin',
      newPost: '/admin/blog/new',
      editPost: (id) => `/admin/blog/edit/${id}`,
      media: '/admin/media',
      publicPost: (slug) => `/blog/${slug}`,
      previewPost: (token) => `https://site.example/blog/preview/${token}`,
    },
    navigation: reactRouterNavigation,
    confirm: options.confirm ?? vi.fn(async () => true),
    notify: vi.fn(),
    userId: 'admin-user-id',
    drafts: options.drafts,
    registerSave: options.registerSave,
  };
  const path = options.path ?? '/under-test';
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [options.initialEntry ?? path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AdminProvider value={host}>
          <RouterProvider router={router} />
        </AdminProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, host, router };
}
