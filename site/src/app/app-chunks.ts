/**
 * The name of the `<meta>` in which the build lists the application's chunks (space-separated URLs)
 * for the browser entry to preload after the first paint (build/list-app-chunks.ts, src/main.tsx).
 */
export const APP_CHUNKS_META = 'parley-app-chunks';

/**
 * The name of the `<meta>` in which the server lists the chunks of the page's own routes beyond the
 * application's (server/route-chunks.ts), preloaded after those (src/main.tsx).
 */
export const ROUTE_CHUNKS_META = 'parley-route-chunks';

/** Where the client build writes those chunks for every lazily loaded route module (build/list-app-chunks.ts). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';
