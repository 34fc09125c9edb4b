import Beasties from 'beasties';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeVariablesWithoutScheme } from '../build/color-scheme-fallback';
import { pruneRootVariables } from './prune-root-variables';
import { createStyleVocabulary, pageSignature, type StyleVocabulary } from './style-signature';

/** The critical CSS computed for pages, by their style signature (`CriticalCssInliner.known`). */
export type KnownCriticalCss = Record<string, string>;

export interface CriticalCssOptions {
  /** The client build, where the page's stylesheet links point (`/assets/...`). */
  clientDir: string;
  /** Critical CSS the build computed for its pages (`critical-css.json`), by signature. */
  known?: KnownCriticalCss;
  /** At most this many signatures' CSS in memory (default 200)… */
  maxEntries?: number;
  /** …and this many bytes of it (default 8 MB). */
  maxBytes?: number;
}

export interface CriticalCssInliner {
  (html: string): Promise<string>;
  /** The critical CSS computed so far, by signature: the build saves it for the server. */
  known(): KnownCriticalCss;
}

/** Beasties' own script: switches the deferred stylesheet to its media once the page has parsed. */
const DEFERRED_MEDIA_SCRIPT =
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})";

/** The `<link rel="stylesheet">` tags of the page's head (the template's: a few, never a visitor's). */
function stylesheetLinks(head: string): string[] {
  const links: string[] = [];
  for (let at = head.indexOf('<link'); at >= 0; at = head.indexOf('<link', at + 1)) {
    const tag = head.slice(at, head.indexOf('>', at) + 1);
    if (/\srel="?stylesheet"?[\s>]/.test(tag)) links.push(tag);
  }
  return links;
}

const hrefOf = (link: string) => /\shref="([^"]*)"/.exec(link)?.[1] ?? '';

/**
 * The page with its critical CSS inlined and its stylesheets loaded without blocking the first
 * paint, as beasties' `media-script` mode writes it: `<style>` before each stylesheet link, the link
 * asking for `media="print"` (which does not block), a `<noscript>` copy for browsers without
 * JavaScript, and one inline script at the end of the body (the same text on every page, so the
 * Content-Security-Policy allows it by its hash) that switches it to all media. Not beasties' `media`
 * mode: its `onload="…"` attribute is an inline event handler, which a policy without
 * `'unsafe-inline'` blocks, and the stylesheet would never apply. String surgery on the template's
 * own tags, so it costs nothing per page.
 */
export function applyCriticalCss(html: string, css: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  let head = html.slice(0, headEnd);
  const links = stylesheetLinks(head);
  if (links.length === 0) return html;
  links.forEach((link, index) => {
    const deferred = link.replace(/\s*\/?>$/, ' media="print" data-beasties-media="all">');
    const style = index === 0 && css ? `<style>${css}</style>` : '';
    head = head.replace(link, () => `${style}${deferred}<noscript>${link}</noscript>`);
  });
  const rest = html.slice(headEnd);
  const bodyEnd = rest.lastIndexOf('</body>');
  const script = `<script>${DEFERRED_MEDIA_SCRIPT}</script>`;
  return bodyEnd < 0 ? head + rest + script : head + rest.slice(0, bodyEnd) + script + rest.slice(bodyEnd);
}

/**
 * The page as beasties should read it for both color schemes at once: the first paint may be in
 * either (the visitor's choice, read by the template's first script), so the critical CSS keeps the
 * rules of both. `[data-mantine-color-scheme=light] .x` matches under `<html>`, `…=dark] .x` under
 * `<body>`. Only for beasties: the page sent has no scheme on either.
 */
export function bothSchemes(html: string): string {
  return html
    .replace(/<html(?=[\s>])/, '<html data-mantine-color-scheme="light"')
    .replace(/<body(?=[\s>])/, '<body data-mantine-color-scheme="dark"');
}

/**
 * Makes a function that inlines into a page the CSS its own markup needs (critical-css rules: the
 * rules matching its elements, the `:root` variables it reads), and loads the full stylesheet
 * without blocking the first paint (`applyCriticalCss`). Used by the build for the prerendered
 * pages and by the server for the pages rendered on request.
 *
 * Which rules a page needs depends on which components it shows, not on its text, its links or its
 * query: on its elements, the classes and ids the stylesheet names, the attributes its selectors
 * test, and the variables it reads (`pageSignature`). So beasties (tens of milliseconds of CPU over
 * the whole page) runs once per signature, never once per page: the build computes the prerendered
 * pages' (saved beside them, `known`), and a page rendered on request with a signature seen before,
 * a blog post or search, a playground run, a "not found" page, costs a scan of its markup.
 * Signatures in memory are bounded (entries and bytes), least recently used first out.
 */
export function createCriticalCssInliner({
  clientDir,
  known = {},
  maxEntries = 200,
  maxBytes = 8 * 1024 * 1024,
}: CriticalCssOptions): CriticalCssInliner {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'media-script',
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
    // beasties matches selectors inside <html>, never against <html> itself, so it would leave out
    // the variables of the color schemes (`<html data-mantine-color-scheme="light|dark">`, set by
    // the page's first script) and of a page without a scheme (no JavaScript: the system's, see
    // build/color-scheme-fallback.ts): the first paint would miss colors of either scheme.
    allowRules: [
      /^:root\[data-mantine-color-scheme=["']?(light|dark)["']?\]$/,
      /^:root:not\(\[data-mantine-color-scheme\]\)$/,
    ],
  });
  /**
   * The critical CSS by signature; `fetch` computes a missing one once however many pages with it
   * are finished together (a failure is not remembered: the next page computes it again).
   */
  const computed = new LRUCache<string, string, string>({
    max: maxEntries,
    maxSize: maxBytes,
    // UTF-16 in memory; the signature counted too, so an empty CSS still weighs something.
    sizeCalculation: (css, signature) => (signature.length + css.length) * 2,
    fetchMethod: (_signature, _stale, { context: html }) => criticalCssOf(html),
    // A computation whose entry is evicted meanwhile (a flood of signatures) still answers its pages.
    ignoreFetchAbort: true,
  });
  for (const [signature, css] of Object.entries(known)) computed.set(signature, css);
  const vocabularies = new Map<string, StyleVocabulary>();

  /** The selectors' vocabulary of the page's stylesheets (read once per stylesheet). */
  function vocabulary(hrefs: string[]): StyleVocabulary {
    const key = hrefs.join(' ');
    let found = vocabularies.get(key);
    if (!found) {
      const css = hrefs.map((href) => readFileSync(join(clientDir, href.replace(/^\//, '')), 'utf8'));
      found = createStyleVocabulary(css.join('\n'));
      vocabularies.set(key, found);
    }
    return found;
  }

  /** Beasties over the whole page, its `:root` variables pruned: the page's critical CSS. */
  async function criticalCssOf(html: string): Promise<string> {
    const processed = await beasties.process(bothSchemes(html));
    const head = processed.slice(0, processed.indexOf('</head>'));
    const style = /<style>([\s\S]*?)<\/style>/.exec(head);
    if (!style) return '';
    // A page without JavaScript has no scheme on <html>: the theme's tag would not apply to it.
    const theme = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html);
    const withoutScheme = theme ? themeVariablesWithoutScheme(theme[1]!) : '';
    return pruneRootVariables(style[1]! + withoutScheme, html);
  }

  const inline = async (html: string) => {
    const headEnd = html.indexOf('</head>');
    const hrefs = stylesheetLinks(html.slice(0, Math.max(headEnd, 0))).map(hrefOf);
    if (hrefs.length === 0) return html;
    const signature = createHash('sha256')
      .update(hrefs.join(' '))
      .update('\n')
      .update(pageSignature(html, vocabulary(hrefs)))
      .digest('base64url');
    // `fetch` answers nothing only for a computation let go without a result: compute it here then.
    const css = (await computed.fetch(signature, { context: html })) ?? (await criticalCssOf(html));
    return applyCriticalCss(html, css);
  };
  return Object.assign(inline, {
    known: () => {
      const entries: KnownCriticalCss = {};
      computed.rforEach((css, signature) => (entries[signature] = css));
      return entries;
    },
  });
}
