import Beasties from 'beasties';
import { createHash } from 'node:crypto';
import { pruneInlinedRootVariables } from './prune-root-variables';

export interface CriticalCssOptions {
  /** The client build, where the page's stylesheet links point (`/assets/...`). */
  clientDir: string;
  /**
   * How many finished pages to remember, by their exact HTML (500 unless told). A page rendered on
   * request is the same HTML again until its data changes, and inlining costs tens of milliseconds
   * of CPU.
   */
  cacheSize?: number;
}

/**
 * Makes a function that inlines into a page the CSS its own markup needs, and loads the full
 * stylesheet without blocking the first paint (a `<noscript>` link keeps it for browsers without
 * JavaScript): the link asks for `media="print"`, which does not block, and one inline script at
 * the end of the body (the same text on every page, so the Content-Security-Policy allows it by
 * its hash) switches it to all media. Not beasties' `media` mode: its `onload="…"` attribute is an
 * inline event handler, which a policy without `'unsafe-inline'` blocks, and the stylesheet would
 * never apply. (Chromium does not start blocking the paint when the script switches the media of
 * the stylesheet still loading.) The page paints from its own HTML instead of waiting for the stylesheet. Used by
 * the build for the prerendered pages and by the server for the pages rendered on request.
 */
export function createCriticalCssInliner({
  clientDir,
  cacheSize = 500,
}: CriticalCssOptions): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'media-script',
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
    // beasties matches selectors inside <html>, never against <html> itself, so it would leave out
    // the rules of the page's color scheme (`<html data-mantine-color-scheme="light">`): Mantine's
    // light-variant colors would be missing from the first paint (a subtle button's label white).
    allowRules: [/^:root\[data-mantine-color-scheme=["']?light["']?\]$/],
  });
  const inline = async (html: string) => pruneInlinedRootVariables(await beasties.process(html));

  const finished = new Map<string, Promise<string>>(); // oldest first
  return (html) => {
    const key = createHash('sha256').update(html).digest('base64');
    const cached = finished.get(key);
    if (cached) {
      finished.delete(key); // most recently used goes last
      finished.set(key, cached);
      return cached;
    }
    const result = inline(html);
    finished.set(key, result);
    result.catch(() => finished.delete(key)); // a failure is not remembered
    if (finished.size > cacheSize) finished.delete(finished.keys().next().value!);
    return result;
  };
}
