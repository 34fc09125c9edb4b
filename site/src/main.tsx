import { afterNextPaint } from './app/yield-to-browser';

/**
 * The browser entry, kept tiny: the server-rendered page is painted first, and only then is the
 * application (React, the router, Mantine, the page's own module) evaluated and hydrated. Loading
 * it with the page would run all of that before the first paint.
 */
async function boot() {
  await afterNextPaint();
  const { startApp } = await import('./app/start');
  await startApp(document.getElementById('root')!);
}

void boot();
