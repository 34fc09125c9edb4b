// @vitest-environment node
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { colorSchemeFallback } from './color-scheme-fallback';

const run = (css: string) => postcss([colorSchemeFallback()]).process(css, { from: undefined }).css;

describe('colorSchemeFallback', () => {
  it('copies the root scheme variables for an <html> without a scheme, under the system preference', () => {
    expect(
      run(
        ":root[data-mantine-color-scheme='dark'],:host([data-mantine-color-scheme='dark']){--body:#242424}" +
          ":root[data-mantine-color-scheme='light']{--body:#fff}",
      ),
    ).toBe(
      ":root[data-mantine-color-scheme='dark'],:host([data-mantine-color-scheme='dark']){--body:#242424}" +
        '@media (prefers-color-scheme: dark){:root:not([data-mantine-color-scheme]){--body:#242424}}' +
        ":root[data-mantine-color-scheme='light']{--body:#fff}" +
        '@media (prefers-color-scheme: light){:root:not([data-mantine-color-scheme]){--body:#fff}}',
    );
  });

  it('anchors an ancestor test to <html> with the same specificity, any quoting', () => {
    expect(
      run('[data-mantine-color-scheme=dark] .x, :where([data-mantine-color-scheme="dark"]) .y{color:red}'),
    ).toBe(
      '[data-mantine-color-scheme=dark] .x, :where([data-mantine-color-scheme="dark"]) .y{color:red}' +
        '@media (prefers-color-scheme: dark){:where(:root):not([data-mantine-color-scheme]) .x, ' +
        ':where(:where(:root):not([data-mantine-color-scheme])) .y{color:red}}',
    );
  });

  it('leaves rules without a scheme, keyframes and selectors naming both schemes alone', () => {
    const untouched =
      '.x{color:red}@keyframes k{from{opacity:0}}' +
      '[data-mantine-color-scheme=dark] [data-mantine-color-scheme=light] .z{color:blue}';
    expect(run(untouched)).toBe(untouched);
  });

  it('keeps a rule inside a media query inside it', () => {
    expect(run('@media (min-width: 10em){[data-mantine-color-scheme=light] .x{color:red}}')).toBe(
      '@media (min-width: 10em){[data-mantine-color-scheme=light] .x{color:red}' +
        '@media (prefers-color-scheme: light){:where(:root):not([data-mantine-color-scheme]) .x{color:red}}}',
    );
  });
});
