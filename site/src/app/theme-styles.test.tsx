// @vitest-environment node
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { parleyColorSchemeManager, parleyCssVariablesResolver, parleyTheme } from '@parley/admin-ui/theme';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createThemeStyles } from './theme-styles';

/** MantineProvider's markup with its own style elements: what the pages sent before theme-styles.tsx. */
function mantineOwn(theme: Parameters<typeof createTheme>[0], resolver: CSSVariablesResolver) {
  return renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={resolver}
      colorSchemeManager={parleyColorSchemeManager}
    >
      <p>page</p>
    </MantineProvider>,
  );
}

/** The same provider with the kept style elements instead (as AppProviders renders it). */
function keptStyles(theme: Parameters<typeof createTheme>[0], ThemeStyles: () => React.ReactNode) {
  return renderToString(
    <MantineProvider
      theme={theme}
      colorSchemeManager={parleyColorSchemeManager}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <ThemeStyles />
      <p>page</p>
    </MantineProvider>,
  );
}

describe('the theme style elements computed once', () => {
  it('are the markup MantineProvider writes, byte for byte (the site theme)', () => {
    const ThemeStyles = createThemeStyles(parleyCssVariablesResolver);
    const own = mantineOwn(parleyTheme, parleyCssVariablesResolver);
    expect(own).toContain('<style data-mantine-styles="true">');
    expect(own).toContain('<style data-mantine-styles="classes">');
    expect(keptStyles(parleyTheme, ThemeStyles)).toBe(own);
  });

  it('are the markup MantineProvider writes for another theme: pixel breakpoints, scheme variables, none left default', () => {
    const theme = createTheme({
      primaryColor: 'grape',
      fontFamily: 'serif',
      breakpoints: { xs: '400px', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
    });
    const resolver: CSSVariablesResolver = () => ({
      variables: { '--custom-gap': '3px' },
      light: { '--mantine-color-body': '#fafafa' },
      dark: { '--mantine-color-body': '#101010' },
    });
    expect(keptStyles(theme, createThemeStyles(resolver))).toBe(mantineOwn(theme, resolver));
    // A resolver that changes nothing: the variables' element is left out, as Mantine does.
    const none: CSSVariablesResolver = () => ({ variables: {}, light: {}, dark: {} });
    expect(keptStyles({}, createThemeStyles(none))).toBe(mantineOwn({}, none));
  });

  it('computes the text on the first render only, however many pages are rendered', () => {
    const resolver = vi.fn(parleyCssVariablesResolver);
    const ThemeStyles = createThemeStyles(resolver);
    const first = keptStyles(parleyTheme, ThemeStyles);
    for (let page = 0; page < 5; page++) expect(keptStyles(parleyTheme, ThemeStyles)).toBe(first);
    expect(resolver).toHaveBeenCalledTimes(1);
  });
});
