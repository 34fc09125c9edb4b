import type { BlockerFunction, HistoryAction, Router, RouterLocation, RouterState } from './router';

/**
 * What every router that moves keeps the same way (browser-router.ts, memory-router.ts): its state,
 * the components listening to it, and the blockers asked before a navigation.
 */
export function createRouterState(initial: RouterState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const blockers = new Set<BlockerFunction>();
  // Apart from the state: only the progress bar listens to it, not every component that reads the location.
  let pending = false;
  const pendingListeners = new Set<() => void>();
  return {
    get: () => state,
    update(next: Partial<RouterState>) {
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
    /** Marks a navigation as waiting for its route's code (true) or done waiting (false). */
    setPending(next: boolean) {
      if (next === pending) return;
      pending = next;
      pendingListeners.forEach((listener) => listener());
    },
    /** Whether a blocker holds back the navigation to `nextLocation`. */
    isBlocked: (nextLocation: RouterLocation, historyAction: HistoryAction) =>
      [...blockers].some((blocker) =>
        blocker({ currentLocation: state.location, nextLocation, historyAction }),
      ),
    /** The part of the `Router` interface that is the same for every router. */
    methods: {
      getState: () => state,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      block(blocker) {
        blockers.add(blocker);
        return () => blockers.delete(blocker);
      },
      isPending: () => pending,
      subscribePending(listener) {
        pendingListeners.add(listener);
        return () => pendingListeners.delete(listener);
      },
    } satisfies Pick<Router, 'getState' | 'subscribe' | 'block' | 'isPending' | 'subscribePending'>,
  };
}
