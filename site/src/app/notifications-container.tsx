import { Notifications } from '@mantine/notifications';
import classes from './notifications-container.module.css';

/**
 * Mantine's toast container (a portal, a transition group, swipe-to-dismiss) in a module of its own,
 * so that it is downloaded with the first toast and never by a visit that shows none. Its toasts
 * appear below the header (the stylesheet says why).
 */
export default function NotificationsContainer() {
  return <Notifications position="top-right" classNames={{ root: classes.root }} />;
}
