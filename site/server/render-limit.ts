import { addressKey, isIpv6Network, networkKey } from '@parley/shared/client-address';
import type { Context } from 'hono';

/**
 * How many pages one client may have rendering at once. A render takes a few milliseconds of the
 * server's CPU; a client that asks for more new addresses at once than this (a loop of random query
 * strings, a crawler gone wild) gets 429 for the rest, so the others' pages are never queued behind
 * its renders. Pages already kept (the prerendered ones, those in memory) are never limited.
 */
export const RENDERS_PER_CLIENT = 2;
/**
 * How many pages the whole site renders at once, whoever asks. Renders share one thread: past a few at
 * once, each only waits longer, and so does every page already kept (its answer waits behind them).
 * Many clients flooding new addresses together (each within its own slots) then get 503 for the rest,
 * while kept and prerendered pages keep answering at once.
 */
export const RENDERS_AT_ONCE = 4;
/** What the 429 asks the client to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * When every slot of the site is in use, a client with no render in progress waits for one in a short
 * line: at most this many clients wait at once (one place per client), past that 503 at once.
 */
export const RENDER_WAITING_PLACES = 64;
/** How long a client waits in that line for a slot before its 503, in milliseconds. */
export const RENDER_WAIT_MS = 2_000;
/**
 * How many of the line's places the clients of one network may hold at once (`networkKey`): an IPv6
 * /48 is 65,536 clients of one person, who would otherwise fill all 64 places and leave every other
 * visitor 503 at once; 8 leaves 56 to everyone else. An IPv4 /24 is held more generously (half the
 * line): 256 addresses cost money, and one /24 of a carrier-grade NAT is thousands of real visitors.
 */
export const NETWORK_WAITING_PLACES = { ipv6: 8, ipv4: 32 } as const;

/**
 * Why no render slot was given: the client has all its own in use, its network all its places in the
 * line, or the site all of its slots.
 */
export type RenderRefusal = 'client' | 'network' | 'site';
/** Gives a render slot back; a second call does nothing. */
export type ReleaseRenderSlot = () => void;
/** A slot's release, or why there is none. */
export type RenderSlot = ReleaseRenderSlot | RenderRefusal;
/**
 * Takes a render slot for a client: its release, or why there is none, at once when it can (so the
 * caller's render starts in the same turn: the page cache then shares it with the requests right
 * behind), else a promise of one after a bounded wait; `signal` aborted (the client gone) ends the
 * wait with `'site'`, and no slot is taken.
 */
export type RenderSlots = (client: string, signal?: AbortSignal) => RenderSlot | Promise<RenderSlot>;

/** The waiting line's bounds (tests lower them). */
export interface RenderWaiting {
  /** How many clients may wait at once. */
  places?: number;
  /** How long each may wait, in milliseconds. */
  waitMs?: number;
}

/** A client waiting for a slot: `settle` hands it one (its release) or its refusal, once. */
interface Waiter {
  settle: (answer: RenderSlot) => void;
}

/**
 * Render slots per client and for the whole site, IPv6 addresses bucketed by /64 (`addressKey`: one host holds a whole
 * /64). Counts only renders in progress, so the map holds at most one entry per client rendering
 * now: it empties itself as renders end.
 *
 * Fairness when the site is full: two addresses asking new pages back to back would otherwise take
 * every slot freed, the moment it is freed, and everyone else's page not kept yet got 503. So a client
 * with no render in progress waits in a line (one place per client, `places` at most, `waitMs` at
 * most), and a freed slot goes to the client waiting longest before any new request can take it. A
 * client that already has a render is refused at once, never queued: a flooder keeps at most its
 * share, and a new visitor waits at most about one render. Every waiting client has no render in
 * progress (it had none when it joined, and its other requests are refused while it waits), so the
 * longest waiting is also the one with the fewest renders: the line is first come, first served.
 * The clients of one network (`networkKey`: an IPv6 /48, an IPv4 /24) hold at most
 * NETWORK_WAITING_PLACES of the line together, past which they get 429: one person with a /48 cannot
 * fill the line with its /64s.
 */
export function createRenderSlots(
  perClient = RENDERS_PER_CLIENT,
  atOnce = RENDERS_AT_ONCE,
  { places = RENDER_WAITING_PLACES, waitMs = RENDER_WAIT_MS }: RenderWaiting = {},
): RenderSlots {
  const inProgress = new Map<string, number>();
  // Keyed by client, in the order they came (a Map keeps insertion order): the oldest first.
  const waiting = new Map<string, Waiter>();
  // Places in the line per network (an entry only while one of its clients waits).
  const waitingPerNetwork = new Map<string, number>();
  let total = 0;

  /** Takes a slot for `key` (there is one free): its release. */
  function take(key: string): ReleaseRenderSlot {
    inProgress.set(key, (inProgress.get(key) ?? 0) + 1);
    total += 1;
    let released = false;
    return () => {
      if (released) return; // a second release must not free another render's slot
      released = true;
      total -= 1;
      const left = (inProgress.get(key) ?? 1) - 1;
      if (left > 0) inProgress.set(key, left);
      else inProgress.delete(key);
      handOut();
    };
  }

  /** Gives free slots to the clients waiting longest. */
  function handOut(): void {
    while (total < atOnce) {
      const oldest = waiting.entries().next();
      if (oldest.done) return;
      const [key, waiter] = oldest.value;
      waiting.delete(key);
      waiter.settle(take(key));
    }
  }

  /** Puts `key` in the line: its slot once one is freed, or 503 after `waitMs` or when `signal` aborts. */
  function wait(key: string, network: string, signal: AbortSignal | undefined): Promise<RenderSlot> {
    waitingPerNetwork.set(network, (waitingPerNetwork.get(network) ?? 0) + 1);
    return new Promise((resolve) => {
      const timer = setTimeout(() => giveUp(), waitMs);
      const giveUp = () => {
        waiting.delete(key);
        settle('site');
      };
      // Called once: by handOut (the waiter is taken out of the line first) or by giveUp.
      const settle = (answer: RenderSlot) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', giveUp);
        const left = (waitingPerNetwork.get(network) ?? 1) - 1;
        if (left > 0) waitingPerNetwork.set(network, left);
        else waitingPerNetwork.delete(network);
        resolve(answer);
      };
      signal?.addEventListener('abort', giveUp, { once: true });
      waiting.set(key, { settle });
    });
  }

  return (client, signal) => {
    const key = addressKey(client);
    const count = inProgress.get(key) ?? 0;
    if (count >= perClient) return 'client';
    if (waiting.has(key)) return 'client'; // it has a page waiting already: one place per client
    // Free slots are handed to the line as they are freed, so a free slot means nobody waits.
    if (total < atOnce) return take(key);
    if (count > 0 || waiting.size >= places || signal?.aborted) return 'site';
    // Many clients of one network are one attacker as likely as many visitors: a bounded share.
    const network = networkKey(client);
    const networkPlaces = isIpv6Network(network) ? NETWORK_WAITING_PLACES.ipv6 : NETWORK_WAITING_PLACES.ipv4;
    if ((waitingPerNetwork.get(network) ?? 0) >= networkPlaces) return 'network';
    return wait(key, network, signal);
  };
}

/** The 429 page: small, readable without styles or scripts, never kept by a cache. */
export const TOO_MANY_RENDERS_TITLE = 'One moment, please';
export const TOO_MANY_RENDERS_TEXT =
  'Your address asked for many pages at once. Please try again in a moment.';
/** The 429 page's text when the client's network (an IPv6 /48, an IPv4 /24) holds its places in the line. */
export const NETWORK_TOO_MANY_RENDERS_TEXT =
  'Your network asked for many pages at once. Please try again in a moment.';

/** The 503 page's text, when the whole site has every render slot in use. */
export const SITE_BUSY_TEXT = 'The site is busy. Please try again in a moment.';

/** A refusal page: small, readable without styles or scripts. */
function refusalPage(text: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${TOO_MANY_RENDERS_TITLE} | Parley</title></head><body>` +
    `<h1>${TOO_MANY_RENDERS_TITLE}</h1><p>${text}</p>` +
    // An empty href is this document's own address: the page asked for, once the moment has passed.
    '<p><a href="">Try again</a> · <a href="/">Parley home</a></p></body></html>'
  );
}

/**
 * The refusal pages, encoded once (the penalty box's door sends the same). Sent with their length, so
 * the compress middleware leaves them as they are: under a flood they are most answers, and a gzip
 * stream for each of these 400 bytes cost more than the answer itself.
 */
export const REFUSAL_PAGES = {
  client: { status: 429, body: new TextEncoder().encode(refusalPage(TOO_MANY_RENDERS_TEXT)) },
  network: { status: 429, body: new TextEncoder().encode(refusalPage(NETWORK_TOO_MANY_RENDERS_TEXT)) },
  site: { status: 503, body: new TextEncoder().encode(refusalPage(SITE_BUSY_TEXT)) },
} as const;

/** The refusal page: 429 for a client past its own slots (or its network past its places), 503 when the site is past its. */
export function tooManyRenders(c: Context, refusal: RenderRefusal = 'client'): Response {
  // A client retrying at once after its 429 is answered at the door for a while (penalty-box.ts).
  c.get('renderRefused')?.(refusal);
  const { status, body } = REFUSAL_PAGES[refusal];
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Content-Length', String(body.byteLength));
  return c.body(body, status);
}

/**
 * Runs `work` (a render) in one of the request's client's slots, or answers 429 with `Retry-After`
 * when the client has none free (503 when the site has none, after the waiting line's bounded wait
 * for a client with no render). The slot is given back however the work ends.
 */
export async function withRenderSlot(
  c: Context,
  slots: RenderSlots,
  work: () => Promise<Response>,
): Promise<Response> {
  // The request's signal aborts when its client disconnects (@hono/node-server): its wait ends.
  const slot = slots(c.get('clientAddress'), c.req.raw.signal);
  // Awaited only when it waits: a slot given at once starts the render in this turn (see RenderSlots).
  const release = slot instanceof Promise ? await slot : slot;
  if (typeof release !== 'function') return tooManyRenders(c, release);
  try {
    return await work();
  } finally {
    release();
  }
}
