import type { RouteMatch } from './route-match';
import {
  createPath,
  parsePath,
  type HistoryAction,
  type NavigateOptions,
  type Router,
  type RouterLocation,
} from './router';

import { createRouterState } from './router-state';
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
  const router = createRouterState({
    location: entries[index]!,
    action: 'POP',
    preventScrollReset: false,
    match: matchRoute(entries[index]!.pathname),
    blocked: null,
  });
  const { update, isBlocked } = router;
  const show = (action: HistoryAction, preventScrollReset: boolean) =>
    update({
      location: entries[index]!,
      action,
      preventScrollReset,
      match: matchRoute(entries[index]!.pathname),
      blocked: null,
    });

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
    const replace = options.replace ?? createPath(location) === createPath(router.get().location);
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

  return { ...router.methods, navigate };
}
