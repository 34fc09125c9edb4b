import { showFallbacksOfFailedImages } from './app/early-image-fallback';
import { afterNextPaint, yieldToBrowser } from './app/yield-to-browser';
import { pageReloader } from './lib/missing-code';

/**
 * The browser entry, kept tiny: the server-rendered page is painted first, and only then is the
 * application evaluated and hydrated. Its chunks are downloading already: a small inline script of
 * the page starts them right after the first paint (site/index.html, src/app/app-chunks.ts), without
 * waiting for this entry to arrive.
 *
 * The application runs in two imports, each evaluated in its own task with a pause between them:
 * React, then the rest of the application (router, providers, layout, the page). One import would
 * evaluate all of it in a single long task, during which a tap or a scroll waits. The rest is one
 * chunk, not one per stage (build/chunk-groups.ts): under a slow connection each chunk costs a
 * request, and a browser opens only six connections to a host.
 */
async function boot() {
  // A chunk gone since this page was built (a second deploy): reload once to the new version.
  pageReloader.reloadWhenCodeIsMissing(window);
  showFallbacksOfFailedImages(document);
  await afterNextPaint();
  await import('react-dom/client');
  await yieldToBrowser();
  const { startApp } = await import('./app/start');
  await yieldToBrowser();
  await startApp(document.getElementById('root')!);
}

void boot();
