// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pruneInlinedRootVariables, pruneRootVariables } from './prune-root-variables';

const page = (css: string, body = '') =>
  `<html><head><style>${css}</style></head><body>${body}</body></html>`;

describe('pruneRootVariables', () => {
  it('keeps the variables a rule uses, and those they use in turn; drops the rest', () => {
    const css =
      ':root{--used:var(--base);--base:1px;--unused:2px;--also-unused:var(--base)}.button{padding:var(--used)}';
    expect(pruneRootVariables(css, page(css))).toBe(
      ':root{--used:var(--base);--base:1px}.button{padding:var(--used)}',
    );
  });

  it('counts references in style attributes and in other style tags of the page', () => {
    const css = ':root{--from-attribute:1px;--from-tag:2px;--unused:3px}';
    const html = page(
      css,
      '<p style="--text-fz: var(--from-attribute)"></p><style>.x{margin:var(--from-tag)}</style>',
    );
    expect(pruneRootVariables(css, html)).toBe(':root{--from-attribute:1px;--from-tag:2px}');
  });

  it('prunes :host and colour-scheme root rules too, and keeps their ordinary declarations', () => {
    const css =
      ':root,:host{color-scheme:light;--a:1}:root[data-mantine-color-scheme=light]{--b:2;--c:3}.x{color:var(--c)}';
    expect(pruneRootVariables(css, page(css))).toBe(
      ':root,:host{color-scheme:light}:root[data-mantine-color-scheme=light]{--c:3}.x{color:var(--c)}',
    );
  });

  it('prunes the dark scheme and the no-JavaScript scheme copies alike, keeping what the page uses', () => {
    const css =
      ':root[data-mantine-color-scheme=dark]{--b:2;--c:3}' +
      '@media (prefers-color-scheme: dark){:root:not([data-mantine-color-scheme]){--b:2;--c:3}}.x{color:var(--c)}';
    expect(pruneRootVariables(css, page(css))).toBe(
      ':root[data-mantine-color-scheme=dark]{--c:3}' +
        '@media (prefers-color-scheme: dark){:root:not([data-mantine-color-scheme]){--c:3}}.x{color:var(--c)}',
    );
  });

  it('leaves variables declared on anything but the root alone', () => {
    const css = '.card{--card-padding:4px;--never-read:1}';
    expect(pruneRootVariables(css, page(css))).toBe(css);
  });

  it('removes a root rule left empty', () => {
    const css = ':root{--unused:1}.x{color:red}';
    expect(pruneRootVariables(css, page(css))).toBe('.x{color:red}');
  });
});

describe('pruneInlinedRootVariables', () => {
  it('rewrites the inlined critical stylesheet only, not Mantine’s own style tags', () => {
    const html =
      '<html><head><style>:root{--a:1;--b:2}</style><style data-mantine-styles="true">:root{--c:3}</style></head>' +
      '<body><p style="width:var(--a)"></p></body></html>';
    expect(pruneInlinedRootVariables(html)).toBe(
      '<html><head><style>:root{--a:1}</style><style data-mantine-styles="true">:root{--c:3}</style></head>' +
        '<body><p style="width:var(--a)"></p></body></html>',
    );
  });

  it('returns a page without an inlined stylesheet unchanged', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(pruneInlinedRootVariables(html)).toBe(html);
  });
});
