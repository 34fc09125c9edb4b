import { APP_CHUNKS_META } from './app/app-chunks';
import { showFallbacksOfFailedImages } from './app/early-image-fallback';
import { afterNextPaint, yieldToBrowser } from './app/yield-to-browser';

/**
 * The browser entry, kept tiny: the server-rendered page is painted first, and only then is the
 * application downloaded, evaluated and hydrated. Loading it with the page would compete with the
 * first paint for the network and run all of it before that paint.
 *
 * The application arrives in three imports, each evaluated in its own task with a pause between
 * them: React, then the providers (Mantine, auth), then the router and the page. One import would
 * evaluate all of it in a single long task, during which a tap or a scroll waits.
 */
async function boot() {
  showFallbacksOfFailedImages(document);
  await afterNextPaint();
  preloadAppChunks();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./app/providers');
  await yieldToBrowser();
  const { startApp } = await import('./app/start');
  await startApp(document.getElementById('root')!);
}

/**
 * Starts downloading every chunk of the application at once (the build lists them in a `<meta>`,
 * see build/list-app-chunks.ts), so the staged imports above wait for no extra round trips.
 * A preloaded module is fetched and compiled, not run.
 */
function preloadAppChunks() {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CHUNKS_META}"]`)?.content ?? '';
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

void boot();
