/**
 * The backend's Node server options. Node's defaults let a client send its request headers a byte at a
 * time for 60 s (checked every 30 s), holding a socket before any handler runs: here the headers must
 * arrive within 10 s, checked every 2 s. A body's own time is `BODY_READ_TIMEOUT_MS` (body-limit.ts);
 * `requestTimeout` stays Node's 5 minutes, for Storage uploads (up to `[storage] file_size_limit`, an
 * admin's pictures over a slow link), which read their bodies themselves.
 */
export const BACKEND_SERVER_OPTIONS = {
  headersTimeout: 10_000,
  connectionsCheckingInterval: 2_000,
} as const;
