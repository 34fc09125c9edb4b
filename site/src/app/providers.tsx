import './mantine-styles.css';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { theme } from '../config/theme';
import { AuthProvider } from '../features/auth';

/** Mantine's "dimmed" (gray-6) falls below WCAG AA contrast on white; gray-7 stays readable. */
const resolveCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7]! },
  dark: {},
});

/**
 * The toasts' container, mounted once the page is interactive rather than during hydration: it
 * portals into the body and measures the motion preference, work that would otherwise lengthen the
 * first commit. A toast shown before it mounts waits in Mantine's store and appears then.
 */
function DeferredNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Notifications position="top-right" /> : null;
}

/**
 * Every provider of the site, in one place: theme, toasts, auth. Queries (spec §7) are provided by
 * `QueryLayout`, around the pages that use them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolveCssVariables}>
      <DeferredNotifications />
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
