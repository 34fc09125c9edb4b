import { PUBLIC_API } from '../../src/config/public-api';
import { NetworkWindowLimiter, type ClientWindow } from '../client-window-limits';

// The public API's limits (their values live in src/config/public-api.ts, which the documentation
// page states).

export const API_MAX_BODY_BYTES = PUBLIC_API.maxBodyBytes;
export const API_MAX_JSON_DEPTH = PUBLIC_API.maxJsonDepth;

/**
 * Per client (behind SITE_TRUSTED_PROXIES): a bilateral run costs about a millisecond, so this keeps
 * one client from holding the server's single thread while leaving a developer's script (or a page
 * calling the API) plenty.
 */
export const API_RATE_WINDOWS: readonly ClientWindow[] = [
  { seconds: 1, max: PUBLIC_API.perSecond },
  { seconds: 60, max: PUBLIC_API.perMinute },
];

/**
 * The whole site's engine time per second through the API, over every client (engine-time-budget.ts):
 * half the server's one thread, so pages keep the other half whatever the API is sent.
 */
export const API_ENGINE_MS_PER_SECOND = PUBLIC_API.engineMsPerSecond;

/**
 * Per network, in the same windows, `NETWORK_CLIENTS` times as large (PUBLIC_API.perNetwork states
 * them). A client's own limit is counted first, so a client refused by its network has spent one of
 * its own requests.
 */
export function createNetworkLimiter(now: () => number = Date.now): NetworkWindowLimiter {
  return new NetworkWindowLimiter(API_RATE_WINDOWS, now);
}
