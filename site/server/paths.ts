import { fileURLToPath } from 'node:url';

/**
 * Where the build puts things, relative to this file once bundled into `dist/server/`:
 * the client build in `dist/client`, the prerendered pages in `dist/prerendered`.
 */
export const buildDirs = {
  /** This build's own folder (a release, build/releases.ts), wherever `dist` points later. */
  root: fileURLToPath(new URL('../', import.meta.url)),
  client: fileURLToPath(new URL('../client/', import.meta.url)),
  prerendered: fileURLToPath(new URL('../prerendered/', import.meta.url)),
};

/**
 * The critical CSS the build computed for the prerendered pages, by style signature
 * (critical-css.ts): the server starts with it, so a page rendered on request that shows the same
 * components (a tab, a form's answer) costs no CSS analysis and carries the same critical CSS.
 */
export const criticalCssFile = fileURLToPath(new URL('../prerendered/critical-css.json', import.meta.url));

/** The file of a prerendered page: `/` → `index.html`, `/pricing` → `pricing.html`. */
export function prerenderedFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '__')}.html`;
}
