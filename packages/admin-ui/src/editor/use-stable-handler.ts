import { useCallback, useLayoutEffect, useRef } from 'react';

// useLayoutEffect warns when rendered on the server (the /admin page is prerendered); there is nothing
// to keep up to date there.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * A handler whose identity never changes but which always runs the latest `handler`. Memoised parts
 * of the editor take these, so a keystroke in the content re-renders only what shows the content.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useIsomorphicLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
