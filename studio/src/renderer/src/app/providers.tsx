import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  DEFAULT_COLOR_SCHEME,
  parleyColorSchemeManager,
  parleyCssVariablesResolver,
  parleyTheme,
} from '@parley/admin-ui/theme';
import { QUERY_DEFAULTS } from '@parley/shared/queries';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SaveCommandProvider } from '../lib/save-command';

/**
 * The providers every screen runs under: Parley's theme (the site's, contrast fixes included), toasts,
 * queries and File › Save's command. The backend's (settings, Supabase client) are in backend.tsx.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } }));
  return (
    <MantineProvider
      theme={parleyTheme}
      cssVariablesResolver={parleyCssVariablesResolver}
      colorSchemeManager={parleyColorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <SaveCommandProvider>{children}</SaveCommandProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
