import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// About 8 KB of gzipped code (portal, transition group, drag handling) most visits never use.
const NotificationsContainer = lazy(() => import('./notifications-container'));

/**
 * The toasts' container, downloaded and mounted when the first toast is shown, then kept (so later
 * toasts animate in and out). Most visits show none: mounting it anyway meant a portal, a transition
 * group and a motion-preference query, in a long task right after hydration, and its code in every
 * page's download. A toast waits in Mantine's store (a small module loaded with the app) until the
 * container renders it.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Derived once, during render (React's "storing information from previous renders" pattern).
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
