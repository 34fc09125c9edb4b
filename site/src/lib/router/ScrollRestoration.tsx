import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouterState } from './RouterProvider';
import { loadScrollPositions, saveScrollPositions, savedScrollPosition } from './scroll-positions';

/**
 * Scrolls as a page load would, for navigations in place: Back and Forward return to where the
 * visitor was on that entry; a new page starts at the top, unless the navigation asked to keep the
 * position (a filter, a tab) or names a `#section` (the layout brings that into view).
 */
export function ScrollRestoration() {
  const { location, action, preventScrollReset } = useRouterState();

  useEffect(() => {
    // The router restores positions itself; the browser's own restoring would jump first.
    window.history.scrollRestoration = 'manual';
    loadScrollPositions(window.sessionStorage);
    const save = () => saveScrollPositions(window.sessionStorage);
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The first location is the document's: the browser has placed it already.
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const saved = action === 'POP' ? savedScrollPosition(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (action !== 'POP' && !location.hash && !preventScrollReset) window.scrollTo(0, 0);
  }, [location, action, preventScrollReset]);

  return null;
}
