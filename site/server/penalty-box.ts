import { addressKey, isIpv6Network, networkKey } from '@parley/shared/client-address';
import type { MiddlewareHandler } from 'hono';
import { API_BASE } from './api/api-app';
import { REFUSAL_PAGES, RETRY_AFTER_SECONDS, type RenderRefusal } from './render-limit';

declare module 'hono' {
  interface ContextVariableMap {
    /** Tells the penalty box that this request's client was refused a render (render-limit.ts). */
    renderRefused?: (refusal: RenderRefusal) => void;
  }
}

/** How many 429s within one window put a client (or an IPv6 network) in the box. */
export const PENALTY_STRIKES = 3;
/** The window strikes are counted in, and how long the box lasts after the refusal that filled it (ms). */
export const PENALTY_MS = RETRY_AFTER_SECONDS * 1000;
/** At most this many clients and networks are remembered each (the oldest touched is forgotten first). */
export const PENALTY_MAX_ENTRIES = 4096;

/** What a boxed client is answered: its own refusal page, or its network's. */
export type BoxedRefusal = Exclude<RenderRefusal, 'site'>;

/** A client's or network's refusals in the current window, and until when it is boxed. */
interface Strikes {
  windowStart: number;
  count: number;
  boxedUntil: number;
}

/**
 * Clients that keep asking for renders after their 429 (its `Retry-After: 1` ignored: a script, not a
 * browser), answered 429 at the door for a second, before any other work. A refused request costs
 * the server almost what a kept page does (the middleware, the cache key, the response's headers):
 * a flood retrying at once spent the thread the other visitors' renders needed.
 *
 * Keyed by client (an IPv4 address, an IPv6 /64) and by IPv6 /48 (one person's 65,536 /64s, refused
 * as a network by the render line): never by an IPv4 /24, where a carrier-grade NAT puts thousands of
 * real visitors who must keep getting their pages. Both maps are bounded: an entry lives only while
 * its window or box lasts, and past PENALTY_MAX_ENTRIES the oldest touched is forgotten (a forgotten
 * flooder is only refused the longer way again).
 */
export class PenaltyBox {
  private readonly clients = new Map<string, Strikes>();
  private readonly networks = new Map<string, Strikes>();

  constructor(
    private readonly now: () => number = performance.now.bind(performance),
    private readonly maxEntries = PENALTY_MAX_ENTRIES,
  ) {}

  /** Why `client` is boxed now (the refusal page to send), or undefined. */
  boxed(client: string): BoxedRefusal | undefined {
    // Most of the time nobody is remembered: no address is parsed.
    if (this.clients.size === 0 && this.networks.size === 0) return undefined;
    const now = this.now();
    if (this.isBoxed(this.clients, addressKey(client), now)) return 'client';
    if (this.networks.size === 0) return undefined;
    const network = networkKey(client);
    if (isIpv6Network(network) && this.isBoxed(this.networks, network, now)) return 'network';
    return undefined;
  }

  /** Counts a 429 given to `client` (its network's too, for an IPv6 /48 refused as a network). */
  refused(client: string, refusal: RenderRefusal): void {
    // 503 is the whole site being busy, which honest visitors meet too: never a strike.
    if (refusal === 'site') return;
    const now = this.now();
    this.strike(this.clients, addressKey(client), now);
    if (refusal !== 'network') return;
    const network = networkKey(client);
    if (isIpv6Network(network)) this.strike(this.networks, network, now);
  }

  /** How many clients and networks are remembered (tests: the bound). */
  get size(): { clients: number; networks: number } {
    return { clients: this.clients.size, networks: this.networks.size };
  }

  /**
   * Whether `key` is boxed. Asking at the door never extends the box: behind one IPv4 address (a
   * carrier-grade NAT) other visitors keep asking, and must have it back 1 s after the flooder's last
   * refusal. A flood still going is refused the long way 3 more times, and boxed again.
   */
  private isBoxed(map: Map<string, Strikes>, key: string, now: number): boolean {
    const strikes = map.get(key);
    if (strikes === undefined) return false;
    if (now < strikes.boxedUntil) return true;
    if (now - strikes.windowStart >= PENALTY_MS) map.delete(key); // nothing left to remember
    return false;
  }

  private strike(map: Map<string, Strikes>, key: string, now: number): void {
    let strikes = map.get(key);
    if (strikes === undefined || now - strikes.windowStart >= PENALTY_MS) {
      strikes = { windowStart: now, count: 0, boxedUntil: strikes?.boxedUntil ?? 0 };
    }
    strikes.count += 1;
    if (strikes.count >= PENALTY_STRIKES) strikes.boxedUntil = now + PENALTY_MS;
    // Re-inserted, so the Map's order is the order last touched: the first is the one to forget.
    map.delete(key);
    map.set(key, strikes);
    if (map.size > this.maxEntries) map.delete(map.keys().next().value!);
  }
}

/**
 * The refusals at the door, as plain header records: the Response is made without Hono's context,
 * and @hono/node-server writes such a Response without building a Headers object.
 */
function doorRefusal(refusal: BoxedRefusal, extraHeaders: Record<string, string>) {
  const { status, body } = REFUSAL_PAGES[refusal];
  const headers = {
    ...extraHeaders,
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Length': String(body.byteLength),
  };
  return () => new Response(body, { status, headers });
}

const isApiPath = (path: string) => path === API_BASE || path.startsWith(`${API_BASE}/`);

/**
 * The build's hashed files (app.ts serves them from `/assets`). Never refused at the door: a page
 * given just before its address was boxed (a neighbour's flood behind one IPv4 address, a visitor's
 * own burst of new tabs) needs its scripts and styles, or it stays unstyled and dead until reloaded;
 * a file costs no render, and asking for files never puts anyone in the box. Reads only: a post
 * there reaches the lead forms' catch-all (a body read, a render slot).
 */
const isAssetRead = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && path.startsWith('/assets/');

/**
 * The door: a boxed client's request (any page, kept ones included, but not the engine API, which
 * answers JSON and has limits of its own, nor a read of the build's `/assets`) is answered 429 at
 * once, with the site's security headers, before the middleware after it runs. Every other request
 * may report its render refusals through `c.get('renderRefused')`. Runs after `clientAddressMiddleware`.
 */
export function penaltyBoxDoor(box: PenaltyBox, securityHeaders: Record<string, string>): MiddlewareHandler {
  const answers = {
    client: doorRefusal('client', securityHeaders),
    network: doorRefusal('network', securityHeaders),
  };
  return async (c, next) => {
    const client = c.get('clientAddress');
    const boxed = box.boxed(client);
    if (boxed !== undefined && !isApiPath(c.req.path) && !isAssetRead(c.req.method, c.req.path))
      return answers[boxed]();
    c.set('renderRefused', (refusal) => box.refused(client, refusal));
    await next();
  };
}
