import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { jsonError } from './errors';

/**
 * Refuses bodies over `maxBytes` before any route reads them (so nothing is written), whether the
 * size is declared in Content-Length or only discovered while streaming.
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: (c) => jsonError(c, 413, 'Payload too large', `The request body exceeds ${maxBytes} bytes`),
  });
}
