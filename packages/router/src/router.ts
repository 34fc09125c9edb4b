import type { RouteMatch } from './route-match';

/** Where the visitor is: the address, the state a navigation left on it, and its history entry's key. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** The history entry's key: `default` for the entry the document was loaded at. */
  key: string;
}

/** How the current location was reached: back/forward (and the first load), a new entry, or a replaced one. */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a filter or a tab changing the query), instead of going to the top. */
  preventScrollReset?: boolean;
  /**
   * Called, instead of leaving the document for a plain load, when the new page's code cannot be
   * fetched (offline, or a deploy removed it): the router stays on the current page. For an action
   * that must follow the navigation (signing out) and would be lost with the document.
   */
  onCodeMissing?: () => void;
}

/** A navigation held back by a blocker, waiting for the visitor's answer. */
export interface BlockedNavigation {
  location: RouterLocation;
  proceed(): void;
  reset(): void;
}

export interface RouterState {
  location: RouterLocation;
  action: HistoryAction;
  preventScrollReset: boolean;
  /** The route the location matches, or null when none does (the table ends with a catch-all). */
  match: RouteMatch | null;
  blocked: BlockedNavigation | null;
}

/** Says whether to hold back a navigation (e.g. an editor with unsaved changes). */
export type BlockerFunction = (transition: {
  currentLocation: RouterLocation;
  nextLocation: RouterLocation;
  historyAction: HistoryAction;
}) => boolean;

/** The router the components talk to: the browser's (browser-router.ts) or the server's (static-router.ts). */
export interface Router {
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  /** To a path (`/blog?q=x#top`), or `delta` entries through the history. */
  navigate(to: string | number, options?: NavigateOptions): void;
  /** Adds a blocker; returns its removal. */
  block(blocker: BlockerFunction): () => void;
  /** Whether a navigation is waiting for its route's code to load (useNavigationPending). */
  isPending(): boolean;
  subscribePending(listener: () => void): () => void;
}

/**
 * A path's parts; `to` is a path on this site (`/blog?q=x#top`). Appended to an origin rather than
 * resolved against it, so that `//host/x` stays a path of this site and never names another host.
 */
export function parsePath(to: string): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(`http://path.invalid${to.startsWith('/') ? '' : '/'}${to}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const createPath = ({
  pathname,
  search,
  hash,
}: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>) => pathname + search + hash;
