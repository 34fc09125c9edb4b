import type { ClientWindow } from '../client-window-limits';

/**
 * The public API's limits, stated in docs (README, /api-documentation, the OpenAPI document): a
 * scenario is about 400 bytes, so 8 KiB leaves room for any formatting while no body costs the
 * server more than that to read.
 */
export const API_MAX_BODY_BYTES = 8 * 1024;

/** A scenario nests three levels (`buyer.weights.price`): 16 is room enough, and never a deep parse. */
export const API_MAX_JSON_DEPTH = 16;

/**
 * Per client (IPv4 address or IPv6 /64, behind SITE_TRUSTED_PROXIES): 60 requests a minute, at most
 * 10 of them in one second. Windows are aligned on the clock. A bilateral run costs about a
 * millisecond, so this keeps one client from holding the server's single thread while leaving a
 * developer's script (or a page calling the API) plenty.
 */
export const API_RATE_WINDOWS: readonly ClientWindow[] = [
  { seconds: 1, max: 10 },
  { seconds: 60, max: 60 },
];
