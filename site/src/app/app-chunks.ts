/**
 * The name of the `<meta>` in which the build lists the application's chunks (space-separated URLs)
 * for the browser entry to preload after the first paint (build/list-app-chunks.ts, src/main.tsx).
 */
export const APP_CHUNKS_META = 'parley-app-chunks';
