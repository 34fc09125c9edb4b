/**
 * When a chunk of code cannot be loaded any more (the site was deployed twice since this page was
 * opened, and its chunks are gone: site/build/releases.ts keeps only the previous build's), the page
 * reloads once, to get the new version, instead of staying dead. Once only: a reload that meets
 * missing code again within RELOAD_WINDOW_MS leaves the page as it is (the server's HTML still reads
 * and its forms still post), so a page whose code fails for another reason never reloads in a loop.
 */

/** sessionStorage key (this tab): when the page last reloaded for missing code (ms since 1970). */
export const RELOADED_AT_KEY = 'parley:reloaded-for-missing-code';

/** After such a reload, code missing again within this time is not retried. */
export const RELOAD_WINDOW_MS = 60_000;

/**
 * What Vite's preload helper dispatches on `window` when a dynamic import (a route's module, a lazy
 * component, the entry's stages) or a stylesheet it needs fails to load.
 */
export const MISSING_CODE_EVENT = 'vite:preloadError';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface PageReloaderDeps {
  /** The tab's sessionStorage; null (or throwing) where the browser refuses it. */
  storage(): SessionStore | null;
  now(): number;
  reload(): void;
  assign(href: string): void;
}

export interface PageReloader {
  /**
   * Leaves this document for a plain load of `href` (or reloads it): a navigation the visitor asked
   * for. A reload for missing code asked after it does nothing, so it cannot cancel this one.
   */
  leave(href?: string): void;
  /** Reloads the page, unless it did so for missing code within the window. Whether it reloads. */
  reloadOnce(): boolean;
  /** Reloads once when Vite reports missing code on `target` (the window). */
  reloadWhenCodeIsMissing(target: Pick<Window, 'addEventListener'>): void;
  /**
   * No reload for missing code until the returned release is called; those asked meanwhile are
   * dropped: the holder (a sign-out whose next page's code is missing) must not lose its work to a
   * reload, and decides itself where the page goes (leave()) or what it says.
   */
  hold(): () => void;
}

export function createPageReloader(deps: PageReloaderDeps): PageReloader {
  let leaving = false;
  let holds = 0;

  function reloadOnce(): boolean {
    if (leaving || holds > 0) return false;
    const now = deps.now();
    try {
      const storage = deps.storage();
      // Without a place to remember the reload, a loop could not be stopped: no reload.
      if (!storage) return false;
      const last = Number(storage.getItem(RELOADED_AT_KEY));
      // Either direction: a clock set back must not turn the guard off.
      if (last > 0 && Math.abs(now - last) < RELOAD_WINDOW_MS) return false;
      storage.setItem(RELOADED_AT_KEY, String(now));
    } catch {
      return false;
    }
    leaving = true;
    deps.reload();
    return true;
  }

  return {
    leave(href) {
      leaving = true;
      if (href === undefined) deps.reload();
      else deps.assign(href);
    },
    reloadOnce,
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
      };
    },
    reloadWhenCodeIsMissing(target) {
      target.addEventListener(MISSING_CODE_EVENT, () => {
        // Later, not now: the router, whose navigation met the missing code, leaves for the address
        // the visitor asked for in this same task (leave()), and a reload must not replace that.
        setTimeout(reloadOnce, 0);
      });
    },
  };
}

/** The browser's page reloader (reads `window` only when used: modules render on the server too). */
export const pageReloader = createPageReloader({
  storage: () => window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
  assign: (href) => window.location.assign(href),
});
