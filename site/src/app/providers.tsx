import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@parley/shared';
import { useState, type ReactNode } from 'react';
import { theme } from '../config/theme';
import { AuthProvider } from '../features/auth';

/** Mantine's "dimmed" (gray-6) falls below WCAG AA contrast on white; gray-7 stays readable. */
const resolveCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7]! },
  dark: {},
});

/** The site's query cache: one retry, no refetch on focus (spec §7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
}

interface AppProvidersProps {
  children: ReactNode;
  /** A cache filled before render (server prefetch, or the browser's copy of it); else a new one. */
  queryClient?: QueryClient;
}

/** Every provider of the site, in one place: theme, toasts, queries (spec §7), auth. */
export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolveCssVariables}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
