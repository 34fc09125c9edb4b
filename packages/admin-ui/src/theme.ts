import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

// The one Mantine theme of Parley: the web site and the studio both render the admin screens, so
// both take this theme and its contrast fixes (`@parley/admin-ui/theme`). Give MantineProvider both
// exports: <MantineProvider theme={parleyTheme} cssVariablesResolver={parleyCssVariablesResolver}>.

/**
 * Light variants (badges, alerts) write their text in shade 9 of their color: Mantine's default shade
 * falls below WCAG AA contrast on the light background.
 */
const readableLightVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor ? { ...colors, color: `var(--mantine-color-${parsed.color}-9)` } : colors;
};

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
  variantColorResolver: readableLightVariants,
});

/** Mantine's "dimmed" (gray-6) falls below WCAG AA contrast on white; gray-7 stays readable. */
export const parleyCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7]! },
  dark: {},
});

export { ColorSchemeToggle } from './color-scheme/ColorSchemeToggle';
export { COLOR_SCHEME_MESSAGES } from './color-scheme/messages';
export {
  COLOR_SCHEME_STORAGE_KEY,
  DEFAULT_COLOR_SCHEME,
  parleyColorSchemeManager,
} from './color-scheme/color-scheme';
