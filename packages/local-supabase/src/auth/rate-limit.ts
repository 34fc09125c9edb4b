import type { Context } from 'hono';
import { addressKey, networkFamily, networkKey } from '@parley/shared/client-address';
import { NETWORK_CLIENTS } from '@parley/shared/net';
import { clientAddress } from '../http/client-address';
import { AuthError } from './errors';

// Where an address counts (IPv6 by its /64): shared with the site's server.
export { addressKey };

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * Fixed windows, per client address unless noted. The first three are Supabase local's
 * `[auth.rate_limit]`; `otp` is GoTrue's limiter on the mail-sending endpoints (/recover, /resend,
 * /otp); `email_sent` is the instance's hourly mail budget (global). `email_sent_per_ip` keeps one
 * client from spending that global budget for everyone. Many clients together must not bury one
 * inbox, and one attacker must not spend an inbox's budget and so keep its owner from a recovery mail
 * for the hour: the clients of one network (`networkKey`) may ask for an address
 * `email_sent_per_address_network` times, and `email_sent_per_address_networks` networks may ask for
 * it (`distinct`: a network already counted does not count again). The mail budgets count every
 * request that asks for a mail, whether or not the address has an account (counting only real sends
 * would reveal which addresses do): see `spendMailAsk`.
 */
export const RATE_LIMITS = {
  sign_in_sign_ups: { max: 30, windowMs: FIVE_MINUTES, code: 'over_request_rate_limit' },
  token_refresh: { max: 150, windowMs: FIVE_MINUTES, code: 'over_request_rate_limit' },
  token_verifications: { max: 30, windowMs: FIVE_MINUTES, code: 'over_request_rate_limit' },
  otp: { max: 30, windowMs: FIVE_MINUTES, code: 'over_request_rate_limit' },
  email_sent: { max: 100, windowMs: ONE_HOUR, code: 'over_email_send_rate_limit' },
  email_sent_per_ip: { max: 10, windowMs: ONE_HOUR, code: 'over_email_send_rate_limit' },
  email_sent_per_address_network: { max: 3, windowMs: ONE_HOUR, code: 'over_email_send_rate_limit' },
  email_sent_per_address_networks: { max: 5, windowMs: ONE_HOUR, code: 'over_email_send_rate_limit' },
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

/**
 * The limit's 429, with `Retry-After`: the seconds until `window` frees, at least 1 (a
 * `Retry-After: 0` would invite an immediate retry).
 */
function windowFull(name: LimitName, window: { start: number }, now: number): AuthError {
  const { windowMs, code } = RATE_LIMITS[name];
  const error = new AuthError(429, code, MESSAGES[code]!);
  error.headers['Retry-After'] = String(Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)));
  return error;
}

/** The members a `distinct` window has let in. */
interface MembersWindow {
  start: number;
  members: Set<string>;
}

/** Fixed-window counters keyed by limit and client; old windows are dropped as the map grows. */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  /** `distinct` windows by limit and key; each holds at most its limit's `max` members. */
  private readonly memberWindows = new Map<string, MembersWindow>();
  /** When each key last passed `spaced`. */
  private readonly lastPassed = new Map<string, number>();

  /**
   * GoTrue's `max_frequency`: a key may pass once per `intervalMs`; sooner, its 429 with the
   * seconds left in the message and `Retry-After`.
   */
  spaced(key: string, intervalMs: number, now = Date.now()): void {
    const last = this.lastPassed.get(key);
    if (last !== undefined && now - last < intervalMs) {
      const seconds = Math.max(1, Math.ceil((last + intervalMs - now) / 1000));
      const error = new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${seconds} seconds.`,
      );
      error.headers['Retry-After'] = String(seconds);
      throw error;
    }
    if (this.lastPassed.size > 10_000) {
      for (const [id, at] of this.lastPassed) if (now - at >= intervalMs) this.lastPassed.delete(id);
    }
    this.lastPassed.delete(key); // re-inserted last, so the map stays in the order keys passed
    this.lastPassed.set(key, now);
  }

  /**
   * Counts one request of the client at `ip` in its own window (`addressKey`: IPv6 by its /64) and
   * in its network's (`NETWORK_CLIENTS` times as large); throws the first one's 429.
   */
  hitFromClient(name: LimitName, ip: string, now = Date.now()): void {
    this.hit(name, addressKey(ip), now);
    const clients = NETWORK_CLIENTS[networkFamily(ip)];
    // `network ` keeps the network's window apart from a client's (no address starts with it).
    this.hit(name, `network ${networkKey(ip)}`, now, RATE_LIMITS[name].max * clients);
  }

  /** Counts one event; throws GoTrue's 429 (with `Retry-After`) once the window is full. */
  hit(name: LimitName, key: string, now = Date.now(), max: number = RATE_LIMITS[name].max): void {
    const { windowMs } = RATE_LIMITS[name];
    const id = `${name}:${key}`;
    let window = this.windows.get(id);
    if (!window || now - window.start >= windowMs) {
      if (this.windows.size > 10_000) dropEnded(this.windows, now);
      window = { start: now, count: 0 };
      this.windows.set(id, window);
    }
    if (window.count >= max) throw windowFull(name, window, now);
    window.count += 1;
  }

  /**
   * Lets `member` in to `key`'s window once: a member already in passes without counting again; a
   * new one is refused with the limit's 429 once `max` members are in.
   */
  distinct(name: LimitName, key: string, member: string, now = Date.now()): void {
    const { max, windowMs } = RATE_LIMITS[name];
    const id = `${name}:${key}`;
    let window = this.memberWindows.get(id);
    if (!window || now - window.start >= windowMs) {
      if (this.memberWindows.size > 10_000) dropEnded(this.memberWindows, now);
      window = { start: now, members: new Set() };
      this.memberWindows.set(id, window);
    }
    if (window.members.has(member)) return;
    if (window.members.size >= max) throw windowFull(name, window, now);
    window.members.add(member);
  }
}

/** Drops the windows that ended (keyed `limit:key`, as the limiter keys them). */
function dropEnded(windows: Map<string, { start: number }>, now: number): void {
  for (const [id, window] of windows) {
    const name = id.slice(0, id.indexOf(':')) as LimitName;
    if (now - window.start >= RATE_LIMITS[name].windowMs) windows.delete(id);
  }
}

/**
 * The client's address: the socket's peer, or, behind a proxy named in API_TRUSTED_PROXIES, the
 * address that proxy forwarded (http/client-address.ts). A header from anyone else is chosen by
 * the caller and would let anyone reset their own limit, so it is never read. In-process requests
 * (app.request in a unit test) share one bucket, `unknown`.
 */
export function clientIp(c: Context): string {
  return clientAddress(c);
}

/** The rate-limit key of the request's client (see `addressKey`). */
export function limitKey(c: Context): string {
  return addressKey(clientIp(c));
}

/** Counts the request in its client's and its network's `name` windows (`RateLimiter.hitFromClient`). */
export function hitFromClient(limiter: RateLimiter, name: LimitName, c: Context): void {
  limiter.hitFromClient(name, clientIp(c));
}
