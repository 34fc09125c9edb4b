import type { ServerOptions } from 'node:http';
import { BODY_READ_TIMEOUT_MS } from './read-limited-body';

/**
 * The production server's connection timeouts (main.ts). Node's defaults let a client that sends its
 * headers a byte at a time (a slowloris before any handler runs) hold a socket for 60 s, checked
 * every 30 s, and a whole request for 5 minutes. A browser sends its headers in one go: 10 s is room
 * for any network. Node times the whole request from its first byte, the handler a body from when it
 * starts reading it (read-limited-body.ts), after the headers: so the request gets the slowest headers'
 * time, a body's and 5 s more, and the handler's own 408 (with its words) answers first; Node's
 * timeout (a bare 408) is only the backstop.
 */
const HEADERS_TIMEOUT_MS = 10_000;

export const SITE_SERVER_OPTIONS = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: HEADERS_TIMEOUT_MS + BODY_READ_TIMEOUT_MS + 5_000,
  connectionsCheckingInterval: 2_000,
} satisfies ServerOptions;
