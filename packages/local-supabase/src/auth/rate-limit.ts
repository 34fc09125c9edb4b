import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AuthError } from './errors';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * Fixed windows, per client address unless noted. The first three are Supabase local's
 * `[auth.rate_limit]`; `otp` is GoTrue's limiter on the mail-sending endpoints (/recover, /resend,
 * /otp); `email_sent` is the instance's hourly mail budget (global). `email_sent_per_ip` keeps one
 * client from spending that global budget for everyone: it counts every request that asks for a
 * mail, whether or not the address has an account (counting only real sends would reveal which
 * addresses do).
 */
export const RATE_LIMITS = {
  sign_in_sign_ups: { max: 30, windowMs: FIVE_MINUTES, code: 'over_request_rate_limit' },
  token_refresh: { max: 150, windowMs: FIVE_MINUTES, code: 'over_request_rate_limit' },
  token_verifications: { max: 30, windowMs: FIVE_MINUTES, code: 'over_request_rate_limit' },
  otp: { max: 30, windowMs: FIVE_MINUTES, code: 'over_request_rate_limit' },
  email_sent: { max: 100, windowMs: ONE_HOUR, code: 'over_email_send_rate_limit' },
  email_sent_per_ip: { max: 10, windowMs: ONE_HOUR, code: 'over_email_send_rate_limit' },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;

const MESSAGES: Record<string, string> = {
  over_request_rate_limit: 'Request rate limit reached',
  over_email_send_rate_limit: 'email rate limit exceeded',
};

interface Window {
  start: number;
  count: number;
}

/** Seconds until `window` frees, at least 1 (a `Retry-After: 0` would invite an immediate retry). */
function secondsLeft(window: Window, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
}

/** Fixed-window counters keyed by limit and client; old windows are dropped as the map grows. */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  /** Counts one event; throws GoTrue's 429 (with `Retry-After`) once the window is full. */
  hit(name: LimitName, key: string, now = Date.now()): void {
    const { max, windowMs, code } = RATE_LIMITS[name];
    const id = `${name}:${key}`;
    let window = this.windows.get(id);
    if (!window || now - window.start >= windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(id, window);
    }
    if (window.count >= max) {
      const error = new AuthError(429, code, MESSAGES[code]!);
      error.headers['Retry-After'] = String(secondsLeft(window, windowMs, now));
      throw error;
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

/** The rate-limit key of the request's client (see `addressKey`). */
export function limitKey(c: Context): string {
  return addressKey(clientIp(c));
}

/**
 * The bucket an address counts in. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is the IPv4 address, and an
 * IPv6 address counts by its /64: one host usually owns a whole /64, so keying on the full address
 * would hand it 2^64 fresh buckets.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : '';
  if (mapped.includes('.')) return mapped;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail ("::1.2.3.4") fills two groups.
  const tailSize = tailGroups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - headGroups.length - tailSize)).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((g) => (g.includes('.') ? g : parseInt(g || '0', 16).toString(16))).join(':')}::/64`;
}
