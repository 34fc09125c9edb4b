import { createTheme } from '@mantine/core';

/** The studio's look: Parley's indigo, system fonts (no remote fonts under the strict CSP). */
export const studioTheme = createTheme({
  primaryColor: 'indigo',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});
