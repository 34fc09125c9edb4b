/**
 * The public engine API's addresses and limits: the site server enforces them (server/api/) and
 * /api-documentation states them, from this one place.
 */
export const PUBLIC_API = {
  base: '/api/v1',
  negotiations: '/api/v1/negotiations',
  multiSupplier: '/api/v1/negotiations/multi-supplier',
  openapi: '/api/v1/openapi.json',
  /** A scenario is about 400 bytes: 8 KiB leaves room for any formatting, and caps every read. */
  maxBodyBytes: 8 * 1024,
  /** A scenario nests three levels (`buyer.weights.price`). */
  maxJsonDepth: 16,
  /** Per client (IPv4 address or IPv6 /64), in windows aligned on the clock. */
  perSecond: 10,
  perMinute: 60,
  /** A body must arrive within this many seconds (a slowloris held a request for Node's 5 minutes). */
  bodyTimeoutSeconds: 20,
  /**
   * The whole site's time for engine runs, in milliseconds per second over every client: past it, 503
   * with Retry-After 1 (the heaviest scenario costs about 12 ms, a bilateral run 1 to 4 ms).
   */
  engineMsPerSecond: 500,
} as const;
