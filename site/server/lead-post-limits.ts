import { isIpv6Network, networkKey } from '@parley/shared/client-address';
import { ClientWindowLimiter, MAX_TRACKED_VISITORS, type ClientWindow } from './client-window-limits';

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
 * The clients of one network count together (migration 20251204140000_lead_limits_per_network.sql,
 * the database's defaults): an IPv6 /48 (65,536 /64s, often free: one person) as 4 clients, an IPv4
 * /24 as 16 (carrier-grade NATs put many real visitors behind one /24).
 */
export const LEAD_POST_NETWORK_CLIENTS = { ipv6: 4, ipv4: 16 } as const;

const networkWindows = (clients: number): ClientWindow[] =>
  LEAD_POST_WINDOWS.map(({ seconds, max }) => ({ seconds, max: max * clients }));

/**
 * The lead posts' limiter: fixed windows per visitor (client-window-limits.ts), then per network. A
 * visitor refused by its network has spent one of its own posts, as with the public API.
 */
export class LeadPostLimiter extends ClientWindowLimiter {
  private readonly networks: Record<'ipv4' | 'ipv6', ClientWindowLimiter>;

  constructor(now: () => number = Date.now, maxVisitors = MAX_TRACKED_VISITORS) {
    super(LEAD_POST_WINDOWS, now, maxVisitors);
    this.networks = {
      ipv4: new ClientWindowLimiter(
        networkWindows(LEAD_POST_NETWORK_CLIENTS.ipv4),
        now,
        maxVisitors,
        networkKey,
      ),
      ipv6: new ClientWindowLimiter(
        networkWindows(LEAD_POST_NETWORK_CLIENTS.ipv6),
        now,
        maxVisitors,
        networkKey,
      ),
    };
  }

  /** Counts one post from `address`: null when allowed, else the seconds until it may post again. */
  override hit(address: string): number | null {
    const retryAfter = super.hit(address);
    if (retryAfter !== null) return retryAfter;
    return this.networks[isIpv6Network(networkKey(address)) ? 'ipv6' : 'ipv4'].hit(address);
  }
}
