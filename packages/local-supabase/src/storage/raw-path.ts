import type { Context } from 'hono';

/**
 * The request path exactly as the client sent it (still percent-encoded, dot segments kept), after
 * `prefix`. URL parsing would already have resolved `a/../b` and `%2e%2e`, hiding what was asked;
 * Storage refuses such keys instead of quietly storing under another name. In-process requests
 * (no socket) fall back to the parsed URL. Null when the raw path does not start with the prefix.
 */
export function rawPathAfter(c: Context, prefix: string): string | null {
  const env = c.env as { incoming?: { url?: string } } | undefined;
  const target = env?.incoming?.url ?? new URL(c.req.url).pathname;
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}
