import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A handler whose identity never changes but which always runs the latest `handler`. Memoised parts
 * of the editor take these, so a keystroke in the content re-renders only what shows the content.
 * The ref is updated in an insertion effect (before any layout effect or event can call it, and
 * silent on the server), the way React's own event-handler polyfills do.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
