import type { ServerOptions } from 'node:http';
import { BODY_READ_TIMEOUT_MS } from './read-limited-body';

/**
 * The production server's connection timeouts (main.ts). Node's defaults let a client that sends its
 * headers a byte at a time (a slowloris before any handler runs) hold a socket for 60 s, checked
 * every 30 s, and a whole request for 5 minutes. A browser sends its headers in one go: 10 s is room
 * for any network. The whole request gets 10 s more than a body is given (read-limited-body.ts), so
 * the handler's own 408 answers first and Node's timeout is only the backstop.
 */
export const SITE_SERVER_OPTIONS = {
  headersTimeout: 10_000,
  requestTimeout: BODY_READ_TIMEOUT_MS + 10_000,
  connectionsCheckingInterval: 2_000,
} satisfies ServerOptions;
