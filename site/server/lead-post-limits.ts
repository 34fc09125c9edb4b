import { addressKey } from '@parley/shared/client-address';

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

/** At most this many visitors are remembered (about 100 bytes each); the oldest go first. */
export const MAX_TRACKED_VISITORS = 10_000;

interface Counts {
  /** Per window of LEAD_POST_WINDOWS: the window's start (ms) and the posts counted in it. */
  windows: { start: number; posts: number }[];
}

/**
 * Fixed windows per visitor bucket (IPv4 address or IPv6 /64, `addressKey`), in memory and bounded:
 * past MAX_TRACKED_VISITORS the least recently seen visitor goes (one who has not posted for a while;
 * a flood from many addresses can only make the server forget, never grow).
 */
export class LeadPostLimiter {
  private readonly visitors = new Map<string, Counts>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxVisitors = MAX_TRACKED_VISITORS,
  ) {}

  /**
   * Counts one post from `address`: null when allowed, else the seconds until the visitor may post
   * again (a refused post is not counted, so a refused flood ends with its window).
   */
  hit(address: string): number | null {
    const key = addressKey(address);
    const now = this.now();
    const counts = this.visitors.get(key) ?? {
      windows: LEAD_POST_WINDOWS.map(() => ({ start: 0, posts: 0 })),
    };
    let retryAfter = 0;
    LEAD_POST_WINDOWS.forEach(({ seconds, max }, i) => {
      const start = now - (now % (seconds * 1000));
      const window = counts.windows[i]!;
      if (window.start !== start) Object.assign(window, { start, posts: 0 });
      if (window.posts >= max)
        retryAfter = Math.max(retryAfter, Math.ceil((start + seconds * 1000 - now) / 1000));
    });
    // Seen now: to the end of the map's order, so the oldest visitors are first to go.
    this.visitors.delete(key);
    this.visitors.set(key, counts);
    this.evict();
    if (retryAfter > 0) return Math.max(retryAfter, 1);
    for (const window of counts.windows) window.posts += 1;
    return null;
  }

  /** How many visitors are remembered (tests). */
  get size(): number {
    return this.visitors.size;
  }

  /** Past the cap, the least recently seen visitor goes: O(1), the map keeps the order seen. */
  private evict() {
    if (this.visitors.size <= this.maxVisitors) return;
    const oldest = this.visitors.keys().next().value;
    if (oldest !== undefined) this.visitors.delete(oldest);
  }
}
