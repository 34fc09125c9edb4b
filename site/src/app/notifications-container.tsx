import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toast container (a portal, a transition group, swipe-to-dismiss) in a module of its own,
 * so that it is downloaded with the first toast and never by a visit that shows none.
 */
export default function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
