import { ClientWindowLimiter, MAX_TRACKED_VISITORS, NetworkWindowLimiter } from './client-window-limits';

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

/**
 * The lead posts' limiter: fixed windows per visitor (client-window-limits.ts), then per network (the
 * same windows, `NETWORK_CLIENTS` times as large, as the database's lead trigger counts them).
 */
export class LeadPostLimiter extends ClientWindowLimiter {
  private readonly networks: NetworkWindowLimiter;

  constructor(now: () => number = Date.now, maxVisitors = MAX_TRACKED_VISITORS) {
    super(LEAD_POST_WINDOWS, now, maxVisitors);
    this.networks = new NetworkWindowLimiter(LEAD_POST_WINDOWS, now, maxVisitors);
  }

  /** Counts one post from `address`: null when allowed, else the seconds until it may post again. */
  override hit(address: string): number | null {
    return super.hit(address) ?? this.networks.hit(address);
  }
}
