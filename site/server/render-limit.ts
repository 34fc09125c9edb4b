import { addressKey } from '@parley/shared/client-address';
import type { Context } from 'hono';

/**
 * How many pages one client may have rendering at once. A render takes a few milliseconds of the
 * server's CPU; a client that asks for more new addresses at once than this (a loop of random query
 * strings, a crawler gone wild) gets 429 for the rest, so the others' pages are never queued behind
 * its renders. Pages already kept (the prerendered ones, those in memory) are never limited.
 */
export const RENDERS_PER_CLIENT = 2;
/** What the 429 asks the client to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 1;

/** Takes a render slot for a client: its release, or undefined when the client has none free. */
export type RenderSlots = (client: string) => (() => void) | undefined;

/**
 * Render slots per client, IPv6 addresses bucketed by /64 (`addressKey`: one host holds a whole
 * /64). Counts only renders in progress, so the map holds at most one entry per client rendering
 * now: it empties itself as renders end.
 */
export function createRenderSlots(perClient = RENDERS_PER_CLIENT): RenderSlots {
  const inProgress = new Map<string, number>();
  return (client) => {
    const key = addressKey(client);
    const count = inProgress.get(key) ?? 0;
    if (count >= perClient) return undefined;
    inProgress.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return; // a second release must not free another render's slot
      released = true;
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

export function tooManyRenders(c: Context): Response {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return c.html(
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${TOO_MANY_RENDERS_TITLE} | Parley</title></head><body>` +
      `<h1>${TOO_MANY_RENDERS_TITLE}</h1><p>${TOO_MANY_RENDERS_TEXT}</p>` +
      '<p><a href="/">Parley home</a></p></body></html>',
    429,
  );
}

/**
 * Runs `work` (a render) in one of the request's client's slots, or answers 429 with `Retry-After`
 * when the client has none free. The slot is given back however the work ends.
 */
export async function withRenderSlot(
  c: Context,
  slots: RenderSlots,
  work: () => Promise<Response>,
): Promise<Response> {
  const release = slots(c.get('clientAddress'));
  if (!release) return tooManyRenders(c);
  try {
    return await work();
  } finally {
    release();
  }
}
