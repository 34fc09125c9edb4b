/**
 * The name of the `<meta>` in which the build lists the application's chunks (space-separated URLs)
 * (build/list-app-chunks.ts). An inline script of the page (site/index.html, which spells out this
 * name and the next) preloads them right after the first paint: not from the entry, which arrives a
 * round trip later (on slow 4G the page then worked about 0.5 s sooner), and not as
 * `<link rel="modulepreload">` in the HTML, which download during the first paint and which
 * Lighthouse counted against the largest contentful paint (1.9 s instead of 1.3 s on the home page).
 */
export const APP_CHUNKS_META = 'parley-app-chunks';

/**
 * The name of the `<meta>` in which the server lists the chunks of the page's own routes beyond the
 * application's (server/route-chunks.ts), preloaded after those (the same inline script).
 */
export const ROUTE_CHUNKS_META = 'parley-route-chunks';

/**
 * The name of the `<meta>` in which the build lists what the entry imports (the bundler's runtime,
 * the entry's helpers: a few hundred bytes each), preloaded last (the same inline script). A browser
 * opens six connections to a host: in the HTML's head they took two while the page painted, and
 * React's chunk waited for one of them (on slow 4G, /blog then worked 0.35 s later).
 */
export const ENTRY_CHUNKS_META = 'parley-entry-chunks';

/** Where the client build writes those chunks for every lazily loaded route module (build/list-app-chunks.ts). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';
