import { createTheme } from '@mantine/core';

/** Parley's look: deep indigo with a teal accent, system fonts (no remote font request). */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps text and filled buttons above WCAG AA contrast, also on the light indigo hero.
  primaryShade: 8,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
});
