import { APP_CHUNKS_META, ROUTE_CHUNKS_META } from './app/app-chunks';
import { showFallbacksOfFailedImages } from './app/early-image-fallback';
import { afterNextPaint, yieldToBrowser } from './app/yield-to-browser';

/**
 * The browser entry, kept tiny: the server-rendered page is painted first, and only then is the
 * application downloaded, evaluated and hydrated. Loading it with the page would compete with the
 * first paint for the network and run all of it before that paint.
 *
 * The application arrives in two imports, each evaluated in its own task with a pause between
 * them: React, then the rest of the application (router, providers, layout, the page). One import
 * would evaluate all of it in a single long task, during which a tap or a scroll waits. The rest is
 * one chunk, not one per stage (build/chunk-groups.ts): under a slow connection each chunk costs a
 * request, and a browser opens only six connections to a host. The downloads start in short tasks.
 */
async function boot() {
  showFallbacksOfFailedImages(document);
  await afterNextPaint();
  void preloadAppChunks(); // not awaited: its short tasks interleave with the stages below
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  const { startApp } = await import('./app/start');
  await yieldToBrowser();
  await startApp(document.getElementById('root')!);
}

/**
 * How many preloads start in one task. While the page loads, each costs the main thread about 1 ms
 * (the browser sets up the request there and then): eleven at once made one task of 8-19 ms.
 */
const PRELOADS_PER_TASK = 4;

/**
 * Starts downloading every chunk of the application and of the page's own routes (the build and the
 * server list them in two `<meta>`s, see build/list-app-chunks.ts), so neither the staged imports
 * above nor the page's lazy route wait for an extra round trip, and the build's preload helper finds
 * nothing left to add when the route is imported. A preloaded module is fetched and compiled, not run.
 */
async function preloadAppChunks() {
  const listed = (name: string) =>
    (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ');
  const hrefs = [...new Set([...listed(APP_CHUNKS_META), ...listed(ROUTE_CHUNKS_META)])].filter(Boolean);
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

void boot();
