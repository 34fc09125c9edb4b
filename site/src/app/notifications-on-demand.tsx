import { Notifications, useNotifications } from '@mantine/notifications';
import { useState } from 'react';

/**
 * The toasts' container, mounted when the first toast is shown, then kept (so later toasts animate
 * in and out). Most visits show none: mounting it anyway meant a portal, a transition group and a
 * motion-preference query, in a long task right after hydration. A toast waits in Mantine's store
 * until this renders it, in the same update.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Derived once, during render (React's "storing information from previous renders" pattern).
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? <Notifications position="top-right" /> : null;
}
