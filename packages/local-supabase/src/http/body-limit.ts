import type { MiddlewareHandler } from 'hono';
import { readLimited } from '@parley/shared/read-limited-body';
import { jsonError } from './errors';

/**
 * How long a whole body (at most `MAX_BODY_BYTES`, 1 MiB by default) may take to arrive: 1 MiB in
 * 30 s is 280 kbit/s; a real API body is a few hundred bytes. Past it the request is answered 408 and
 * its connection closed: with Node's defaults a body sent a byte a second (a slowloris) held its
 * request, socket and buffer for the 5-minute `requestTimeout`, as many times as it opened connections.
 */
export const BODY_READ_TIMEOUT_MS = 30_000;

/**
 * Reads the body before any route does, at most `maxBytes` (refused at once when Content-Length says
 * more, else abandoned the moment the stream passes it: 413, nothing written) and within `timeoutMs`
 * (408 with `Connection: close`); the route then reads the buffered copy.
 */
export function bodyLimit(maxBytes: number, timeoutMs = BODY_READ_TIMEOUT_MS): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const body = await readLimited(c.req.raw, maxBytes, timeoutMs);
    if (body === 'too_large')
      return jsonError(c, 413, 'Payload too large', `The request body exceeds ${maxBytes} bytes`);
    if (body === 'timed_out') {
      c.header('Connection', 'close');
      return jsonError(
        c,
        408,
        'Request timeout',
        `The request body did not arrive within ${timeoutMs / 1000} seconds`,
      );
    }
    c.req.raw = new Request(c.req.raw, { body });
    return next();
  };
}
