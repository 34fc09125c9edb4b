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

  it('keeps the rules of the page’s color scheme, set on <html>', async () => {
    const clientDir = clientBuild(
      ':root[data-mantine-color-scheme=light],:host([data-mantine-color-scheme=light]){--label:navy}' +
        ':root[data-mantine-color-scheme=dark]{--label:white}.button{color:var(--label)}',
    );
    const html = await createCriticalCssInliner({ clientDir })(
      page('<a class="button">Back</a>').replace('<html>', '<html data-mantine-color-scheme="light">'),
    );
    expect(/<style>(.*?)<\/style>/.exec(html)?.[1]).toBe(
      ':root[data-mantine-color-scheme=light]{--label:navy}.button{color:var(--label)}',
    );
  });

  it('remembers a page it finished, so the same HTML is not processed twice', async () => {
    const process = vi.spyOn(Beasties.prototype, 'process');
    const inline = createCriticalCssInliner({ clientDir: clientBuild('.a{color:red}'), cacheSize: 1 });

    const first = await inline(page('<p class="a">one</p>'));
    expect(await inline(page('<p class="a">one</p>'))).toBe(first);
    expect(process).toHaveBeenCalledTimes(1);

    await inline(page('<p class="a">two</p>')); // evicts "one" (room for a single page)
    await inline(page('<p class="a">one</p>'));
    expect(process).toHaveBeenCalledTimes(3);
  });
});
