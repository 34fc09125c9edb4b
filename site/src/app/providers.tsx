import './mantine-styles.css';
import './scheme-tokens.css';
import { MantineProvider } from '@mantine/core';
import {
  DEFAULT_COLOR_SCHEME,
  parleyColorSchemeManager,
  parleyCssVariablesResolver,
  parleyTheme,
} from '@parley/admin-ui/theme';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { NotificationsOnDemand } from './notifications-on-demand';
import { createThemeStyles } from './theme-styles';

/** The theme's style elements, computed once for the server's life (theme-styles.tsx). */
const ThemeStyles = createThemeStyles(parleyCssVariablesResolver);

/**
 * Every provider of the site, in one place: theme, toasts, auth. Queries are provided by
 * `QueryLayout`, around the pages that use them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={parleyTheme}
      cssVariablesResolver={parleyCssVariablesResolver}
      colorSchemeManager={parleyColorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <ThemeStyles />
      <NotificationsOnDemand />
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
