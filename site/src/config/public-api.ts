import { NETWORK_CLIENTS } from '@parley/shared/net';

/** Per client (IPv4 address or IPv6 /64), in windows aligned on the clock. */
const PER_SECOND = 10;
const PER_MINUTE = 60;

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
  perSecond: PER_SECOND,
  perMinute: PER_MINUTE,
  /** A body must arrive within this many seconds (a slowloris held a request for Node's 5 minutes). */
  bodyTimeoutSeconds: 20,
  /**
   * The whole site's time for engine runs, in milliseconds per second over every client: past it, 503
   * with Retry-After 1 (the heaviest scenario costs about 12 ms, a bilateral run 1 to 4 ms).
   */
  engineMsPerSecond: 500,
  /**
   * Of those, the milliseconds kept for light clients (a developer's curl, the playground): once the
   * rest is spent, only a client that has spent under `lightClientEngineMs` this second (one or two of the
   * heaviest runs), of a network under `lightNetworkEngineMs`, is served; the heavy ones get 503.
   */
  engineMsKeptForLightClients: 100,
  lightClientEngineMs: 20,
  lightNetworkEngineMs: 50,
  /** At most this many of those milliseconds go to one network (an IPv6 /48, an IPv4 /24) a second. */
  engineMsPerNetwork: 200,
  /**
   * Per network, in the same windows: the clients of an IPv6 /48 or an IPv4 /24 count together as
   * `NETWORK_CLIENTS` clients (4 and 16; @parley/shared/net says why).
   */
  perNetwork: {
    ipv6: { perSecond: PER_SECOND * NETWORK_CLIENTS.ipv6, perMinute: PER_MINUTE * NETWORK_CLIENTS.ipv6 },
    ipv4: { perSecond: PER_SECOND * NETWORK_CLIENTS.ipv4, perMinute: PER_MINUTE * NETWORK_CLIENTS.ipv4 },
  },
} as const;
