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

/** Where the client build writes those chunks for every lazily loaded route module (build/list-app-chunks.ts). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';
