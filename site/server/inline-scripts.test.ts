// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findInlineCode, scriptHash } from './inline-scripts';

// The Content Security Policy standard's own example: the hash of `alert('Hello, world.');`.
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('scriptHash', () => {
  it('is the CSP source expression of the script’s UTF-8 text', () => {
    expect(scriptHash(HELLO)).toBe(HELLO_HASH);
    expect(scriptHash('é')).not.toBe(scriptHash('e'));
  });
});

describe('findInlineCode', () => {
  it('hashes inline scripts the browser runs: classic, module, JavaScript types, import maps', () => {
    const html =
      `<html><head><script>${HELLO}</script><script type="module">import "/a.js";</script>` +
      `<SCRIPT TYPE="Text/JavaScript">var a = 1;</SCRIPT><script type="importmap">{"imports":{}}</script>` +
      `<script type="">b()</script></head><body></body></html>`;
    expect(findInlineCode(html).scriptHashes).toEqual([
      HELLO_HASH,
      scriptHash('import "/a.js";'),
      scriptHash('var a = 1;'),
      scriptHash('{"imports":{}}'),
      scriptHash('b()'),
    ]);
  });

  it('leaves out external scripts and data blocks (JSON, JSON-LD), which CSP does not check', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-1a.js"></script>' +
      '<script id="parley-query-state" type="application/json">{"queries":[]}</script>' +
      '<script type="application/ld+json" data-page-head>{"@type":"Organization"}</script>' +
      '<script src="/x.js">ignored()</script>';
    expect(findInlineCode(html)).toEqual({ scriptHashes: [], eventHandlers: [] });
  });

  it('hashes the raw text, as the browser does: entities stay as written, every part of it', () => {
    const text = 'if (a &amp;&amp; b < c) { x = "</scrip" + "t>"; }\n  // é ✓';
    expect(findInlineCode(`<body><script>${text}</script></body>`).scriptHashes).toEqual([scriptHash(text)]);
  });

  it('lists a script once however often it appears, and an empty one too', () => {
    const html = `<script>${HELLO}</script><p>x</p><script>${HELLO}</script><script></script>`;
    expect(findInlineCode(html).scriptHashes).toEqual([HELLO_HASH, scriptHash('')]);
  });

  it('reports inline event handlers, which a hash-only policy blocks', () => {
    const html = `<link rel="stylesheet" href="/s.css" media="print" onload="this.media='all'"><img src=x ONERROR=alert(1)>`;
    expect(findInlineCode(html).eventHandlers).toEqual([
      `<link onload="this.media='all'">`,
      '<img onerror="alert(1)">',
    ]);
  });

  it('reads a huge page in linear time', () => {
    const html = `<body>${'<script>a()</script><p data-src="x">'.repeat(50_000)}<script`;
    const started = performance.now();
    expect(findInlineCode(html).scriptHashes).toEqual([scriptHash('a()')]);
    // Under a second; generous, for a machine busy with other tests.
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
