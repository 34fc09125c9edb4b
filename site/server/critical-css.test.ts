// @vitest-environment node
import Beasties from 'beasties';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCriticalCssInliner } from './critical-css';
import { findInlineCode } from './inline-scripts';

function clientBuild(css: string): string {
  const clientDir = mkdtempSync(join(tmpdir(), 'parley-critical-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'style-1a2b.css'), css);
  return clientDir;
}

const page = (body: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/assets/style-1a2b.css"></head><body>${body}</body></html>`;

describe('createCriticalCssInliner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('inlines the rules the page uses and loads the stylesheet without blocking the first paint', async () => {
    const clientDir = clientBuild(
      ':root{--used-color:red;--unused-color:blue}.title{color:var(--used-color)}.sidebar{width:10px}',
    );
    const html = await createCriticalCssInliner({ clientDir })(page('<h1 class="title">Hi</h1>'));

    const inlined = /<style>(.*?)<\/style>/.exec(html)?.[1];
    expect(inlined).toBe(':root{--used-color:red}.title{color:var(--used-color)}');
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/style-1a2b.css"></noscript>');
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/style-1a2b.css" media="print" data-beasties-media="all">/,
    );
    // No inline event handler (a strict Content-Security-Policy blocks them), one script that the
    // policy allows by its hash switches the stylesheet on.
    const code = findInlineCode(html);
    expect(code.eventHandlers).toEqual([]);
    expect(code.scriptHashes).toHaveLength(1);
  });

  it('keeps the rules of both color schemes and of a page without one (no JavaScript)', async () => {
    const clientDir = clientBuild(
      ':root[data-mantine-color-scheme=light],:host([data-mantine-color-scheme=light]){--label:navy}' +
        ':root[data-mantine-color-scheme=dark]{--label:white}' +
        '@media (prefers-color-scheme: dark){:root:not([data-mantine-color-scheme]){--label:white}}' +
        '.button{color:var(--label)}' +
        '[data-mantine-color-scheme=light] .button{border-color:navy}' +
        '[data-mantine-color-scheme=dark] .button{border-color:white}' +
        '[data-mantine-color-scheme=dark] .unused{border-color:white}',
    );
    const html = await createCriticalCssInliner({ clientDir })(page('<a class="button">Back</a>'));
    expect(/<style>(.*?)<\/style>/.exec(html)?.[1]).toBe(
      ':root[data-mantine-color-scheme=light]{--label:navy}:root[data-mantine-color-scheme=dark]{--label:white}' +
        '@media (prefers-color-scheme: dark){:root:not([data-mantine-color-scheme]){--label:white}}' +
        '.button{color:var(--label)}' +
        '[data-mantine-color-scheme=light] .button{border-color:navy}' +
        '[data-mantine-color-scheme=dark] .button{border-color:white}',
    );
    // The page sent names no scheme: the visitor's (or the system's) decides.
    expect(html).not.toContain('data-mantine-color-scheme="');
  });

  it("gives a page without a scheme the theme's own scheme variables, ahead of the stylesheet's", async () => {
    const clientDir = clientBuild('.note{color:var(--dimmed)}');
    const theme =
      '<style data-mantine-styles="true">:root, :host{--font:serif}' +
      ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"]){--dimmed:#495057;--unused:red}' +
      ':root[data-mantine-color-scheme="dark"]{--dimmed:#b8b8b8}</style>';
    const html = await createCriticalCssInliner({ clientDir })(page(`${theme}<p class="note">Hi</p>`));
    expect(/<style>(.*?)<\/style>/.exec(html)?.[1]).toBe(
      '.note{color:var(--dimmed)}' +
        '@media (prefers-color-scheme: light){html:root:not([data-mantine-color-scheme]){--dimmed:#495057}}' +
        '@media (prefers-color-scheme: dark){html:root:not([data-mantine-color-scheme]){--dimmed:#b8b8b8}}',
    );
  });

  it('analyses CSS once per set of components: another text, link or query costs none', async () => {
    const process = vi.spyOn(Beasties.prototype, 'process');
    const inline = createCriticalCssInliner({
      clientDir: clientBuild('.a{color:red}.b{color:blue}[data-variant=filled]{color:green}'),
    });
    const style = (html: string) => /<style>(.*?)<\/style>/.exec(html)?.[1];

    const first = await inline(page('<p class="a"><a href="/blog?q=one">one</a></p>'));
    const second = await inline(page('<p class="a unknown-class"><a href="/x?gclid=2">two, longer</a></p>'));
    expect(style(second)).toBe(style(first));
    expect(style(first)).toBe('.a{color:red}');
    expect(second).toContain('two, longer');
    expect(process).toHaveBeenCalledTimes(1);

    // Another component, or another value of an attribute a selector tests, is another analysis.
    expect(style(await inline(page('<p class="a b">three</p>')))).toBe('.a{color:red}.b{color:blue}');
    expect(style(await inline(page('<p class="a" data-variant="filled">four</p>')))).toBe(
      '.a{color:red}[data-variant=filled]{color:green}',
    );
    await inline(page('<p class="a" data-variant="light">five</p>'));
    expect(process).toHaveBeenCalledTimes(4);
  });

  it('gives a page the critical CSS the build computed for the same components, without analysing it', async () => {
    const clientDir = clientBuild(':root{--c:red;--d:blue}.title{color:var(--c)}.other{color:var(--d)}');
    const build = createCriticalCssInliner({ clientDir });
    const prerendered = await build(page('<h1 class="title">Pricing</h1>'));

    const process = vi.spyOn(Beasties.prototype, 'process');
    const server = createCriticalCssInliner({ clientDir, known: build.known() });
    const rendered = await server(page('<h1 class="title">Pricing, with the answer of a form</h1>'));
    expect(process).not.toHaveBeenCalled();
    expect(/<style>.*?<\/style>/.exec(rendered)?.[0]).toBe(/<style>.*?<\/style>/.exec(prerendered)?.[0]);
    expect(rendered).toBe(prerendered.replace('Pricing', 'Pricing, with the answer of a form'));
  });

  it('keeps its memory within its bounds, least recently used first out', async () => {
    const process = vi.spyOn(Beasties.prototype, 'process');
    const inline = createCriticalCssInliner({
      clientDir: clientBuild('.a{color:red}.b{color:blue}'),
      maxEntries: 1,
    });
    await inline(page('<p class="a">one</p>'));
    await inline(page('<p class="a">one again</p>'));
    expect(process).toHaveBeenCalledTimes(1);
    await inline(page('<p class="b">two</p>')); // evicts the first signature (room for one)
    await inline(page('<p class="a">one</p>'));
    expect(process).toHaveBeenCalledTimes(3);
    expect(Object.keys(inline.known())).toHaveLength(1);
  });

  it('analyses a signature once while many pages with it are finished at the same time', async () => {
    const process = vi.spyOn(Beasties.prototype, 'process');
    const inline = createCriticalCssInliner({ clientDir: clientBuild('.a{color:red}') });
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) => inline(page(`<p class="a">${i}</p>`))),
    );
    expect(process).toHaveBeenCalledTimes(1);
    expect(pages[19]).toContain('<style>.a{color:red}</style>');
  });
});
