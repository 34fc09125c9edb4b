import { addressKey, networkFamily, networkKey } from '@parley/shared/client-address';
import { NETWORK_CLIENTS, type NetworkFamily } from '@parley/shared/net';

/** A limit: at most `max` requests per client in each clock-aligned window of `seconds`. */
export interface ClientWindow {
  readonly seconds: number;
  readonly max: number;
}

/** At most this many clients are remembered per limiter (about 100 bytes each); the oldest go first. */
export const MAX_TRACKED_VISITORS = 10_000;

interface Counts {
  /** Per window: the window's start (ms) and the requests counted in it. */
  windows: { start: number; hits: number }[];
}

/**
 * Fixed windows per client bucket (IPv4 address or IPv6 /64, `addressKey`), in memory and bounded:
 * past `maxVisitors` the least recently seen client goes (one who has not sent anything for a while;
 * a flood from many addresses can only make the server forget, never grow). Each per-client limit of
 * the site server (lead posts, the public API) is one of these with its own windows.
 */
export class ClientWindowLimiter {
  private readonly visitors = new Map<string, Counts>();

  constructor(
    private readonly windows: readonly ClientWindow[],
    private readonly now: () => number = Date.now,
    private readonly maxVisitors = MAX_TRACKED_VISITORS,
    /** The bucket an address counts in: its client by default, or its network (`networkKey`). */
    private readonly keyOf: (address: string) => string = addressKey,
  ) {}

  /**
   * Counts one request from `address`: null when allowed, else the seconds until the client may send
   * again (a refused request is not counted, so a refused flood ends with its window).
   */
  hit(address: string): number | null {
    const key = this.keyOf(address);
    const now = this.now();
    const counts = this.visitors.get(key) ?? {
      windows: this.windows.map(() => ({ start: 0, hits: 0 })),
    };
    let retryAfter = 0;
    this.windows.forEach(({ seconds, max }, i) => {
      const start = now - (now % (seconds * 1000));
      const window = counts.windows[i]!;
      if (window.start !== start) Object.assign(window, { start, hits: 0 });
      if (window.hits >= max)
        retryAfter = Math.max(retryAfter, Math.ceil((start + seconds * 1000 - now) / 1000));
    });
    // Seen now: to the end of the map's order, so the oldest clients are first to go.
    this.visitors.delete(key);
    this.visitors.set(key, counts);
    this.evict();
    if (retryAfter > 0) return Math.max(retryAfter, 1);
    for (const window of counts.windows) window.hits += 1;
    return null;
  }

  /** How many clients are remembered (tests). */
  get size(): number {
    return this.visitors.size;
  }

  /** Past the cap, the least recently seen client goes: O(1), the map keeps the order seen. */
  private evict() {
    if (this.visitors.size <= this.maxVisitors) return;
    const oldest = this.visitors.keys().next().value;
    if (oldest !== undefined) this.visitors.delete(oldest);
  }
}

/**
 * The same windows per network (`networkKey`: an IPv6 /48, an IPv4 /24), `NETWORK_CLIENTS` times as
 * large, one limiter per family (bounded like the clients'). Counted after a client's own limit, so a
 * client refused by its network has spent one of its own requests.
 */
export class NetworkWindowLimiter {
  private readonly families: Record<NetworkFamily, ClientWindowLimiter>;

  constructor(
    clientWindows: readonly ClientWindow[],
    now: () => number = Date.now,
    maxNetworks = MAX_TRACKED_VISITORS,
  ) {
    const limiter = (family: NetworkFamily) =>
      new ClientWindowLimiter(
        clientWindows.map(({ seconds, max }) => ({ seconds, max: max * NETWORK_CLIENTS[family] })),
        now,
        maxNetworks,
        networkKey,
      );
    this.families = { ipv4: limiter('ipv4'), ipv6: limiter('ipv6') };
  }

  /** Counts one request from `address` in its network: null when allowed, else the seconds to wait. */
  hit(address: string): number | null {
    return this.families[networkFamily(address)].hit(address);
  }
}
