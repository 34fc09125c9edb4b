import type { WebContents } from 'electron';

/** Only web links leave the app, and only into the system browser. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

const guarded = new WeakSet<GuardedContents>();

/**
 * The studio window never navigates away and never opens windows (Electron checklist 13 and 14):
 * http(s) links open in the system browser, every other scheme is refused.
 */
export function guardNavigation(contents: GuardedContents, openExternal: (url: string) => void): void {
  // Once per contents: guarded twice, one click on a web link would open the browser twice.
  if (guarded.has(contents)) return;
  guarded.add(contents);
  contents.on('will-navigate', (event, url) => {
    event.preventDefault();
    if (isSafeExternalUrl(url)) openExternal(url);
  });
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) openExternal(url);
    return { action: 'deny' };
  });
}
