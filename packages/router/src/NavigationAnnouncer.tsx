import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { RouterLocation } from './router';
import { useRouterState } from './RouterProvider';

/** Read by screen readers, not shown: the usual "visually hidden" rules, inline so no stylesheet is needed. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * What a page load does for keyboard and screen reader users, for navigations in place: focus
 * starts at the new page (its heading, `headingSelector`), and the page's title is announced. A
 * browser does neither when a script swaps the page: focus would stay on the link, now gone or on
 * the old page's spot, and nothing would be said. Not on the first load (the browser's own) nor
 * when only the hash or the query changes (a `#section`, a tab or a filter: the same page).
 *
 * The heading is made focusable (`tabindex="-1"`) when it is not; it is focused without scrolling,
 * so scroll restoration keeps its place. Render it after the `<Outlet />`.
 */
export function NavigationAnnouncer({ headingSelector = 'h1' }: { headingSelector?: string }) {
  const { location } = useRouterState();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const previous = useRef<RouterLocation | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before || before.pathname === location.pathname) return;
    const heading = document.querySelector<HTMLElement>(headingSelector);
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    // The page sets its title in an effect of its own (the site's PageMeta): read it once they ran.
    const timer = setTimeout(() => {
      const text = document.title || heading?.textContent || location.pathname;
      // A new node each time, so the same title twice (A → B → A) is announced twice.
      setAnnouncement((current) => ({ text, count: current.count + 1 }));
    }, 0);
    return () => clearTimeout(timer);
  }, [location, headingSelector]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      {announcement.text && <span key={announcement.count}>{announcement.text}</span>}
    </div>
  );
}
