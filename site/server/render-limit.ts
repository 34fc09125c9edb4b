import { addressKey } from '@parley/shared/client-address';
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

/** Why no render slot was given: the client has all its own in use, or the site all of its. */
export type RenderRefusal = 'client' | 'site';
/** Takes a render slot for a client: its release, or why there is none free. */
export type RenderSlots = (client: string) => (() => void) | RenderRefusal;

/**
 * Render slots per client and for the whole site, IPv6 addresses bucketed by /64 (`addressKey`: one host holds a whole
 * /64). Counts only renders in progress, so the map holds at most one entry per client rendering
 * now: it empties itself as renders end.
 */
export function createRenderSlots(perClient = RENDERS_PER_CLIENT, atOnce = RENDERS_AT_ONCE): RenderSlots {
  const inProgress = new Map<string, number>();
  let total = 0;
  return (client) => {
    const key = addressKey(client);
    const count = inProgress.get(key) ?? 0;
    if (count >= perClient) return 'client';
    if (total >= atOnce) return 'site';
    inProgress.set(key, count + 1);
    total += 1;
    let released = false;
    return () => {
      if (released) return; // a second release must not free another render's slot
      released = true;
      total -= 1;
      const left = (inProgress.get(key) ?? 1) - 1;
      if (left > 0) inProgress.set(key, left);
      else inProgress.delete(key);
    };
  };
}

/** The 429 page: small, readable without styles or scripts, never kept by a cache. */
export const TOO_MANY_RENDERS_TITLE = 'One moment, please';
export const TOO_MANY_RENDERS_TEXT =
  'Your address asked for many pages at once. Please try again in a moment.';

/** The 503 page's text, when the whole site has every render slot in use. */
export const SITE_BUSY_TEXT = 'The site is busy. Please try again in a moment.';

/** A refusal page: small, readable without styles or scripts. */
function refusalPage(text: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${TOO_MANY_RENDERS_TITLE} | Parley</title></head><body>` +
    `<h1>${TOO_MANY_RENDERS_TITLE}</h1><p>${text}</p>` +
    '<p><a href="/">Parley home</a></p></body></html>'
  );
}

/**
 * The refusal pages, encoded once. Sent with their length, so the compress middleware leaves them as
 * they are: under a flood they are most answers, and a gzip stream for each of these 400 bytes cost
 * more than the answer itself.
 */
const REFUSALS = {
  client: { status: 429, body: new TextEncoder().encode(refusalPage(TOO_MANY_RENDERS_TEXT)) },
  site: { status: 503, body: new TextEncoder().encode(refusalPage(SITE_BUSY_TEXT)) },
} as const;

/** The refusal page: 429 for a client past its own slots, 503 when the site is past its. */
export function tooManyRenders(c: Context, refusal: RenderRefusal = 'client'): Response {
  const { status, body } = REFUSALS[refusal];
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Content-Length', String(body.byteLength));
  return c.body(body, status);
}

/**
 * Runs `work` (a render) in one of the request's client's slots, or answers 429 with `Retry-After`
 * when the client has none free (503 when the site has none). The slot is given back however the
 * work ends.
 */
export async function withRenderSlot(
  c: Context,
  slots: RenderSlots,
  work: () => Promise<Response>,
): Promise<Response> {
  const release = slots(c.get('clientAddress'));
  if (typeof release !== 'function') return tooManyRenders(c, release);
  try {
    return await work();
  } finally {
    release();
  }
}
