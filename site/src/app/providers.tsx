import './mantine-styles.css';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../config/theme';
import { AuthProvider } from '../features/auth';
import { NotificationsOnDemand } from './notifications-on-demand';

/** Mantine's "dimmed" (gray-6) falls below WCAG AA contrast on white; gray-7 stays readable. */
const resolveCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7]! },
  dark: {},
});

/**
 * Every provider of the site, in one place: theme, toasts, auth. Queries are provided by
 * `QueryLayout`, around the pages that use them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolveCssVariables}>
      <NotificationsOnDemand />
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
