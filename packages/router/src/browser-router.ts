import { routeQuery, type RouteMatch } from './route-match';
import {
  createPath,
  parsePath,
  type BlockedNavigation,
  type HistoryAction,
  type NavigateOptions,
  type Router,
  type RouterLocation,
} from './router';
import { createRouterState } from './router-state';
import { rememberScrollPosition } from './scroll-positions';

/** What the router keeps in each history entry (the same shape React Router used). */
interface HistoryEntry {
  /** The state a navigation gave the location. */
  usr: unknown;
  key: string;
  /** The entry's position in this tab's history: how far Back or Forward a pop went. */
  idx: number;
}

const isHistoryEntry = (value: unknown): value is HistoryEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HistoryEntry).key === 'string' &&
  typeof (value as HistoryEntry).idx === 'number';

const createKey = () => Math.random().toString(36).slice(2, 10);

/**
 * A path of this site as an absolute address. Written as the path alone, `//evil.example/x` (a
 * path parsePath keeps on this site) would be read by the browser as another host's address:
 * pushState refuses it, and the plain navigation that follows would leave the site.
 */
const sameOriginUrl = (path: string) => window.location.origin + path;

/**
 * The location a page sees: its query reduced to the parameters its route reads (route-match.ts),
 * as the server rendered it, so hydration meets the same markup for `/pricing?gclid=x` as for
 * `/pricing`. The address bar keeps what the visitor opened.
 */
const pageLocation = (location: RouterLocation, match: RouteMatch | null): RouterLocation => ({
  ...location,
  search: routeQuery(match, location.search),
});

export interface BrowserRouterOptions {
  matchRoute(pathname: string): RouteMatch | null;
  /** Loads the code of a matched route; the router switches once it is there. */
  loadRoute(match: RouteMatch | null): Promise<void>;
  /**
   * Leaves this document for a plain load of `href` (or reloads it, for Back and Forward) when a
   * route's code cannot be fetched. The site passes its page reloader (site/src/lib/missing-code.ts),
   * which a later reload for the same missing code must not cancel.
   */
  leaveDocument?(href: string | undefined): void;
}

const leaveByDefault = (href: string | undefined) =>
  href === undefined ? window.location.reload() : window.location.assign(href);

/**
 * The browser's router, on the History API. What a small router (wouter and the like) leaves out,
 * and the site needs:
 * - a navigation switches once the new page's code has arrived, so the old page stays on screen
 *   meanwhile, never a blank one;
 * - blockers: the editor asks before unsaved changes are left, for a link as for Back;
 * - the scroll position of each entry is remembered for Back and Forward (ScrollRestoration.tsx).
 */
export function createBrowserRouter({
  matchRoute,
  loadRoute,
  leaveDocument = leaveByDefault,
}: BrowserRouterOptions): Router {
  const readLocation = (): RouterLocation => {
    const entry = isHistoryEntry(window.history.state) ? window.history.state : null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };

  // The entry the document was loaded at gets its position, so that pops can tell their distance.
  let index = 0;
  if (isHistoryEntry(window.history.state)) index = window.history.state.idx;
  else window.history.replaceState({ usr: null, key: 'default', idx: 0 } satisfies HistoryEntry, '');

  const initialLocation = readLocation();
  const initialMatch = matchRoute(initialLocation.pathname);
  const router = createRouterState({
    location: pageLocation(initialLocation, initialMatch),
    action: 'POP',
    preventScrollReset: false,
    match: initialMatch,
    blocked: null,
  });
  const { update, isBlocked, setPending } = router;

  let latestNavigation = 0;
  /** Loads the location's code, then shows it; `write` puts it in the history at that moment. */
  async function commit(
    location: RouterLocation,
    action: HistoryAction,
    preventScrollReset: boolean,
    write?: () => void,
    onCodeMissing?: () => void,
  ) {
    const navigation = ++latestNavigation;
    const match = matchRoute(location.pathname);
    setPending(true);
    try {
      await loadRoute(match);
    } catch {
      // A later navigation took over: its page is the one to show, not this failed one's.
      if (navigation !== latestNavigation) return;
      if (onCodeMissing) {
        // Told before the pending flag drops, so that a caller watching it never reads "stayed".
        try {
          onCodeMissing();
        } finally {
          setPending(false);
        }
        return;
      }
      // The code could not be fetched (offline, or a new release replaced it): let the browser
      // load the page itself, from the new release (a reload for missing code must not replace it).
      leaveDocument(write ? sameOriginUrl(createPath(location)) : undefined);
      return;
    }
    if (navigation !== latestNavigation) return; // a later navigation took over
    rememberScrollPosition(router.get().location.key, window.scrollY);
    write?.();
    update({ location: pageLocation(location, match), action, preventScrollReset, match, blocked: null });
    // After the update: the provider's transition takes over the pending state until the page renders.
    setPending(false);
  }

  function navigate(to: string | number, options: NavigateOptions = {}) {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const path = parsePath(to);
    const href = createPath(path);
    // A link to where the visitor already is replaces the entry rather than stacking a copy.
    const replace = options.replace ?? href === createPath(router.get().location);
    const action: HistoryAction = replace ? 'REPLACE' : 'PUSH';
    const location: RouterLocation = { ...path, state: options.state ?? null, key: createKey() };
    const go = () =>
      void commit(
        location,
        action,
        options.preventScrollReset ?? false,
        () => {
          const idx = replace ? index : index + 1;
          const entry: HistoryEntry = { usr: location.state, key: location.key, idx };
          try {
            window.history[replace ? 'replaceState' : 'pushState'](entry, '', sameOriginUrl(href));
            index = idx;
          } catch {
            // Browsers limit how often a page may write its history: navigate the plain way.
            window.location[replace ? 'replace' : 'assign'](sameOriginUrl(href));
          }
        },
        options.onCodeMissing,
      );
    if (isBlocked(location, action)) {
      update({ blocked: { location, proceed: go, reset: () => update({ blocked: null }) } });
      return;
    }
    go();
  }

  // Back and Forward. A blocked pop is undone at once (the browser has already moved), and only once
  // the browser is back on the guarded entry is the visitor asked: a `proceed()` whose traversal
  // started while the undoing one was still under way would cancel one of them in Chromium.
  let undoingPop: BlockedNavigation | null = null;
  let confirmedPop = false;
  window.addEventListener('popstate', () => {
    if (undoingPop) {
      const blocked = undoingPop;
      undoingPop = null;
      update({ blocked });
      return;
    }
    const entry = isHistoryEntry(window.history.state) ? window.history.state : null;
    const location = readLocation();
    // (A pop to an entry of the same position, were there one, could not be undone: `go(0)` reloads.)
    if (entry && entry.idx !== index && !confirmedPop && isBlocked(location, 'POP')) {
      const delta = entry.idx - index;
      undoingPop = {
        location,
        proceed: () => {
          confirmedPop = true;
          update({ blocked: null });
          window.history.go(delta);
        },
        reset: () => update({ blocked: null }),
      };
      window.history.go(-delta);
      return;
    }
    confirmedPop = false;
    if (entry) index = entry.idx;
    else {
      // An entry the browser made itself (a plain `#anchor` link): number it like the others. It
      // keeps the `default` key, as in React Router: the same document, the same form answers.
      index += 1;
      window.history.replaceState({ usr: null, key: location.key, idx: index } satisfies HistoryEntry, '');
    }
    void commit(location, 'POP', false);
  });

  return { ...router.methods, navigate };
}
