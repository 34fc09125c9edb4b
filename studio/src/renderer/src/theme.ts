import { createTheme } from '@mantine/core';

/** The studio's look: Parley's indigo, system fonts (no remote fonts under the strict CSP). */
export const studioTheme = createTheme({
  primaryColor: 'indigo',
  // Shade 7: white text on it passes WCAG AA (4.97:1); the default shade 6 does not (4.3:1).
  primaryShade: 7,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});
