/**
 * Every `to` of this router is a path from the site's root (`/pricing`). A relative one
 * (`pricing`, `./pricing`, `?q=x`) is a mistake: `<Link>` leaves it to the browser (a full page
 * load, resolved against whatever page the link is on) and `navigate()` reads it from the root. In
 * development both throw, naming the `to`; a production build keeps that behaviour, unannounced.
 */

/** An address with a scheme (`https:`, `mailto:`): elsewhere, not a path. Anchored, no nested quantifier: linear. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export const isRelativePath = (to: string): boolean =>
  !to.startsWith('/') && !to.startsWith('#') && !SCHEME.test(to);

export function assertRootPath(to: string, caller: string): void {
  // Vite's flag (vitest's too), read inline so that a production build, where it is `false`, drops
  // the check and its message; undefined where no bundler defined it (plain Node): production.
  if (import.meta.env?.DEV === true && isRelativePath(to))
    throw new Error(
      `${caller}: "${to}" is a relative path. The router takes paths from the site's root: write "/${to.replace(/^(?:\.\/)+/, '')}" (or a full address for another site).`,
    );
}
