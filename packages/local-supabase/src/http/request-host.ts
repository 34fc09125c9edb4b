import type { Context } from 'hono';

/**
 * The Host the client asked for. Over a socket this is the header (Node refuses HTTP/1.1 without
 * one, and @hono/node-server builds the URL from it); requests made in-process with `app.request`
 * carry no Host header, so their URL's host stands in.
 */
export function requestHost(c: Context): string {
  return c.req.header('host') ?? new URL(c.req.url).host;
}

/**
 * The peer's address when the request came over a socket (@hono/node-server puts the Node request
 * in the environment); undefined for in-process requests, which only this process can make.
 */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** Whether the request came over a socket at all (see peerAddress). */
export function cameOverSocket(c: Context): boolean {
  const env = c.env as { incoming?: unknown } | undefined;
  return env?.incoming !== undefined;
}
