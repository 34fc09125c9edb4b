import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  px,
  useMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

/**
 * The two `<style>` elements MantineProvider writes at the top of every page: the theme's CSS
 * variables and its breakpoints' `hidden-from`/`visible-from` classes. The same text for every page
 * and every visitor (the theme is a constant; both color schemes' variables are in it, under their
 * selectors), yet MantineProvider computes it again on each render: every color's shades through
 * `defaultCssVariablesResolver`, merged, diffed against the defaults and serialised, about 1.5 ms of
 * a page rendered on request (a CPU profile of the production server under `npm run bench:render`).
 * Here it is computed once per theme and resolver and rendered as the same markup (so the server's
 * HTML, the critical CSS computed from it and the browser's hydration are unchanged); AppProviders
 * turns MantineProvider's own off (`withCssVariables={false}`, `withGlobalClasses={false}`).
 */
export interface ThemeStylesText {
  /** MantineCssVariables' text (`<style data-mantine-styles="true">`). */
  variables: string;
  /** MantineClasses' text (`<style data-mantine-styles="classes">`). */
  classes: string;
}

/** Mantine's own defaults, what MantineCssVariables leaves out of the `:root` text (deduplicateCssVariables). */
const defaultVariables = defaultCssVariablesResolver(DEFAULT_THEME);

/** The variables a theme sets that differ from Mantine's defaults (as MantineCssVariables' removeDefaultVariables). */
function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const cleaned: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} };
  for (const part of ['variables', 'light', 'dark'] as const)
    for (const key of keys(input[part]))
      if (defaultVariables[part][key] !== input[part][key]) cleaned[part][key] = input[part][key]!;
  return cleaned;
}

/** MantineClasses' text: each breakpoint's rules that hide and show elements. */
function breakpointClasses(theme: MantineTheme): string {
  return keys(theme.breakpoints)
    .map((breakpoint) => {
      const value = theme.breakpoints[breakpoint]!;
      const pixels = px(value) as number;
      const isPx = value.includes('px');
      const below = isPx ? `${pixels - 0.1}px` : em(pixels - 0.1);
      const from = isPx ? `${pixels}px` : em(pixels);
      return (
        `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
        `@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
      );
    })
    .join('');
}

/** The styles' text of a theme (the provider's merged one) under `resolver`, as MantineProvider writes it (under `:root, :host`). */
export function themeStylesText(theme: MantineTheme, resolver: CSSVariablesResolver): ThemeStylesText {
  const merged = deepMerge(defaultCssVariablesResolver(theme), resolver(theme));
  return { variables: convertCssVariables(withoutDefaults(merged)), classes: breakpointClasses(theme) };
}

/**
 * A component rendering the theme's two style elements, their text computed on its first render
 * from the provider's theme and kept: for one MantineProvider whose `theme` and `resolver` are
 * constants (AppProviders'), which is why the caller makes one per pair, at module scope.
 */
export function createThemeStyles(resolver: CSSVariablesResolver) {
  let text: ThemeStylesText | undefined;
  return function ThemeStyles() {
    const theme = useMantineTheme();
    text ??= themeStylesText(theme, resolver);
    return (
      <>
        {text.variables && <style data-mantine-styles dangerouslySetInnerHTML={{ __html: text.variables }} />}
        <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: text.classes }} />
      </>
    );
  };
}
