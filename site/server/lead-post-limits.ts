import { ClientWindowLimiter, MAX_TRACKED_VISITORS } from './client-window-limits';

export { MAX_TRACKED_VISITORS };

/**
 * How many lead forms one visitor may post: the database's limits (5 a minute, 20 an hour per
 * address; migration 20251127110000_lead_flood_limits.sql), held here first so a flood of posts costs
 * no request to the database. One visit may send three forms and a retry; an office behind one NAT
 * rarely sends 20 in an hour.
 */
export const LEAD_POST_WINDOWS = [
  { seconds: 60, max: 5 },
  { seconds: 3600, max: 20 },
] as const;

/** The lead posts' limiter: fixed windows per visitor (client-window-limits.ts). */
export class LeadPostLimiter extends ClientWindowLimiter {
  constructor(now: () => number = Date.now, maxVisitors = MAX_TRACKED_VISITORS) {
    super(LEAD_POST_WINDOWS, now, maxVisitors);
  }
}
