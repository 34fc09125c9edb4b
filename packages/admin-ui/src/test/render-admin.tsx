import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { act } from 'react';
import { vi } from 'vitest';
import { AdminProvider, type AdminHost } from '../host/AdminHost';
import { blogPostPath } from '@parley/shared/site-paths';
import { createTestRouting, type NavigationAdapterName } from './navigation-adapters';
import type { ParleySupabaseClient } from '@parley/shared/supabase';

/**
 * Renders `element` at `path` in a router (React Router's unless `navigation` names the site's),
 * with "Elsewhere" at any other path. Gives the router's location, and a navigation from outside.
 */
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
    navigation?: NavigationAdapterName;
  },
) {
  const path = options.path ?? '/under-test';
  const routing = createTestRouting(options.navigation ?? 'React Router', {
    element,
    path,
    initialEntry: options.initialEntry ?? path,
  });
  const host: AdminHost = {
    supabase: options.supabase,
    paths: {
      dashboard: '/admin',
      newPost: '/admin/blog/new',
      editPost: (id) => `/admin/blog/edit/${id}`,
      media: '/admin/media',
      publicPost: blogPostPath,
      previewPost: (token) => `https://site.example/blog/preview/${token}`,
    },
    navigation: routing.navigation,
    confirm: options.confirm ?? vi.fn(async () => true),
    notify: vi.fn(),
    userId: 'admin-user-id',
    drafts: options.drafts,
    registerSave: options.registerSave,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AdminProvider value={host}>{routing.ui}</AdminProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return {
    ...view,
    host,
    location: routing.location,
    navigate: (to: string | number) => act(() => routing.navigate(to)),
  };
}
