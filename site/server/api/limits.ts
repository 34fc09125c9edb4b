import { PUBLIC_API } from '../../src/config/public-api';
import { networkKey } from '@parley/shared/client-address';
import { ClientWindowLimiter, MAX_TRACKED_VISITORS, type ClientWindow } from '../client-window-limits';

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
 * Per network (`networkKey`), in the same windows as a client's: the clients of an IPv6 /48 count
 * together as 4 clients, those of an IPv4 /24 as 16 (PUBLIC_API.perNetwork says why). A client's own
 * limit is counted first, so a client refused by its network has spent one of its own requests.
 */
export const API_NETWORK_RATE_WINDOWS = {
  ipv6: [
    { seconds: 1, max: PUBLIC_API.perNetwork.ipv6.perSecond },
    { seconds: 60, max: PUBLIC_API.perNetwork.ipv6.perMinute },
  ],
  ipv4: [
    { seconds: 1, max: PUBLIC_API.perNetwork.ipv4.perSecond },
    { seconds: 60, max: PUBLIC_API.perNetwork.ipv4.perMinute },
  ],
} as const satisfies Record<'ipv4' | 'ipv6', readonly ClientWindow[]>;

/** The per-network limits, one limiter per address family (bounded like the clients'). */
export interface NetworkLimiters {
  ipv4: ClientWindowLimiter;
  ipv6: ClientWindowLimiter;
}

export function createNetworkLimiters(now: () => number = Date.now): NetworkLimiters {
  return {
    ipv4: new ClientWindowLimiter(API_NETWORK_RATE_WINDOWS.ipv4, now, MAX_TRACKED_VISITORS, networkKey),
    ipv6: new ClientWindowLimiter(API_NETWORK_RATE_WINDOWS.ipv6, now, MAX_TRACKED_VISITORS, networkKey),
  };
}
