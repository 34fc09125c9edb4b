import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouterState } from './RouterProvider';
import {
  loadScrollPositions,
  rememberScrollPosition,
  saveScrollPositions,
  savedScrollPosition,
} from './scroll-positions';

/**
 * Scrolls as a page load would, for navigations in place: Back and Forward return to where the
 * visitor was on that entry; a new page starts at the top, unless the navigation asked to keep the
 * position (a filter, a tab) or names a `#section` (the layout brings that into view).
 */
export function ScrollRestoration() {
  const { location, action, preventScrollReset } = useRouterState();
  const currentKey = useRef(location.key);
  currentKey.current = location.key;

  useEffect(() => {
    // While the app runs, the router restores positions itself: the browser's own restoring would
    // jump first. When the page is left, the browser's mode comes back (it is kept with the entry),
    // so a reload, or a return from another site, lands where the visitor was.
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    const leave = () => {
      rememberScrollPosition(currentKey.current, window.scrollY);
      saveScrollPositions(window.sessionStorage);
      window.history.scrollRestoration = 'auto';
    };
    manual();
    loadScrollPositions(window.sessionStorage);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', manual); // back from the back/forward cache
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', manual);
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
