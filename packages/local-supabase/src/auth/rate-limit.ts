import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AuthError } from './errors';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Supabase local's per-IP limits (`[auth.rate_limit]`); email_sent is global, per hour. */
export const RATE_LIMITS = {
  sign_in_sign_ups: { max: 30, windowMs: FIVE_MINUTES },
  token_refresh: { max: 150, windowMs: FIVE_MINUTES },
  token_verifications: { max: 30, windowMs: FIVE_MINUTES },
  email_sent: { max: 100, windowMs: 60 * 60 * 1000 },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;

interface Window {
  start: number;
  count: number;
}

/** Fixed-window counters keyed by limit and client; old windows are dropped as the map grows. */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  /** Counts one event; throws GoTrue's 429 once the window is full. */
  hit(name: LimitName, key: string, now = Date.now()): void {
    const { max, windowMs } = RATE_LIMITS[name];
    const id = `${name}:${key}`;
    let window = this.windows.get(id);
    if (!window || now - window.start >= windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(id, window);
    }
    if (window.count >= max) {
      if (name === 'email_sent')
        throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    window.count += 1;
  }

  private prune(now: number): void {
    for (const [id, window] of this.windows) {
      const name = id.slice(0, id.indexOf(':')) as LimitName;
      if (now - window.start >= RATE_LIMITS[name].windowMs) this.windows.delete(id);
    }
  }
}

/**
 * The client's address from the socket itself: headers such as X-Forwarded-For are chosen by the
 * caller and would let anyone reset their own limit.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (e.g. app.request in a unit test): one shared bucket.
    return 'unknown';
  }
}
