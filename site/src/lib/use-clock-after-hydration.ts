import { useSyncExternalStore } from 'react';
import { BUILD_TIME } from '../config/build-time';

/** The clock read to the minute: the same value for every read within it (a stable snapshot). */
const MINUTE_MS = 60_000;
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
// Nothing to subscribe to: a page asks the time when it renders; it does not tick.
const noSubscription = () => () => {};
const buildTime = () => BUILD_TIME;

/**
 * "Now" for a page that shows dates as past or future: the build time on the server and while
 * hydrating (the server's HTML and the first render agree, so nothing flickers or mismatches), then
 * the browser's clock, to the minute. A prerendered page thus says what was true when it was built,
 * and corrects itself once its scripts run.
 */
export function useClockAfterHydration(): number {
  return useSyncExternalStore(noSubscription, currentMinute, buildTime);
}
