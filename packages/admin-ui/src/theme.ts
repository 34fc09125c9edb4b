import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// The one Mantine theme of Parley: the web site and the studio both render the admin screens, so
// both take this theme and its contrast fixes (`@parley/admin-ui/theme`). Give MantineProvider both
// exports: <MantineProvider theme={parleyTheme} cssVariablesResolver={parleyCssVariablesResolver}>.
// Light variants (badges, alerts) need no fix of their own: Mantine writes their text in
// `--mantine-color-<color>-light-color`, shade 9 in the light scheme and shade 0 in the dark one
// (a fixed shade 9 fell to 2:1 contrast on the dark scheme's light-variant background).

/** Parley's look: deep indigo with a teal accent, system fonts (no remote font request). */
export const parleyTheme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps text and filled buttons above WCAG AA contrast, also on the light indigo hero.
  primaryShade: 8,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  // Filled components pick black or white text by their background's luminance.
  autoContrast: true,
  luminanceThreshold: 0.2,
});

/**
 * Mantine's "dimmed" falls below WCAG AA contrast in both schemes: gray-6 on white, dark-2 on the
 * dark scheme's gray surfaces (3.5:1 on dark-6); gray-7 and dark-1 stay readable.
 */
export const parleyCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7]! },
  dark: { '--mantine-color-dimmed': theme.colors.dark[1]! },
});

export { ColorSchemeToggle } from './color-scheme/ColorSchemeToggle';
export { COLOR_SCHEME_MESSAGES } from './color-scheme/messages';
export {
  COLOR_SCHEME_STORAGE_KEY,
  DEFAULT_COLOR_SCHEME,
  parleyColorSchemeManager,
} from './color-scheme/color-scheme';
