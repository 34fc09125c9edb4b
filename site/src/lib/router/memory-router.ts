import type { RouteMatch } from './route-match';
import {
  createPath,
  parsePath,
  type BlockerFunction,
  type HistoryAction,
  type NavigateOptions,
  type Router,
  type RouterLocation,
  type RouterState,
} from './router';

/**
 * A router whose history is a list in memory (for tests, as React Router's memory router): every
 * navigation is synchronous, blockers hold it back as in the browser.
 */
export function createMemoryRouter({
  initialEntries = ['/'],
  matchRoute = () => null,
}: {
  initialEntries?: string[];
  matchRoute?: (pathname: string) => RouteMatch | null;
} = {}): Router {
  let keys = 0;
  const entries: RouterLocation[] = initialEntries.map((to, index) => ({
    ...parsePath(to),
    state: null,
    key: index === 0 ? 'default' : `entry-${(keys += 1)}`,
  }));
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  const blockers = new Set<BlockerFunction>();
  let state: RouterState = {
    location: entries[index]!,
    action: 'POP',
    preventScrollReset: false,
    match: matchRoute(entries[index]!.pathname),
    blocked: null,
  };
  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const show = (action: HistoryAction, preventScrollReset: boolean) =>
    update({
      location: entries[index]!,
      action,
      preventScrollReset,
      match: matchRoute(entries[index]!.pathname),
      blocked: null,
    });
  const isBlocked = (nextLocation: RouterLocation, historyAction: HistoryAction) =>
    [...blockers].some((blocker) =>
      blocker({ currentLocation: state.location, nextLocation, historyAction }),
    );

  function navigate(to: string | number, options: NavigateOptions = {}) {
    if (typeof to === 'number') {
      const target = Math.min(Math.max(index + to, 0), entries.length - 1);
      if (target === index) return;
      const go = () => {
        index = target;
        show('POP', false);
      };
      if (isBlocked(entries[target]!, 'POP'))
        update({
          blocked: { location: entries[target]!, proceed: go, reset: () => update({ blocked: null }) },
        });
      else go();
      return;
    }
    const location: RouterLocation = {
      ...parsePath(to),
      state: options.state ?? null,
      key: `entry-${(keys += 1)}`,
    };
    const replace = options.replace ?? createPath(location) === createPath(state.location);
    const go = () => {
      if (replace) entries[index] = location;
      else {
        entries.splice(index + 1, entries.length, location);
        index += 1;
      }
      show(replace ? 'REPLACE' : 'PUSH', options.preventScrollReset ?? false);
    };
    if (isBlocked(location, replace ? 'REPLACE' : 'PUSH'))
      update({ blocked: { location, proceed: go, reset: () => update({ blocked: null }) } });
    else go();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
  };
}
