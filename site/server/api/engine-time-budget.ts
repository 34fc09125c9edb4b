import { addressKey, networkKey } from '@parley/shared/client-address';
import { PUBLIC_API } from '../../src/config/public-api';

/** How a second's engine time is shared, as fractions of the whole (PUBLIC_API states them in ms). */
export interface EngineShares {
  /** Kept for light clients: the others are refused once only this is left. */
  keptForLight: number;
  /** What one client may have spent this second and still count as light. */
  lightClient: number;
  /** What one network may have spent this second and its clients still count as light. */
  lightNetwork: number;
  /** What one network (`networkKey`: an IPv6 /48, an IPv4 /24) may spend in a second at most. */
  network: number;
}

const ofBudget = (ms: number) => ms / PUBLIC_API.engineMsPerSecond;
export const ENGINE_SHARES: EngineShares = {
  keptForLight: ofBudget(PUBLIC_API.engineMsKeptForLightClients),
  lightClient: ofBudget(PUBLIC_API.lightClientEngineMs),
  lightNetwork: ofBudget(PUBLIC_API.lightNetworkEngineMs),
  network: ofBudget(PUBLIC_API.engineMsPerNetwork),
};

/**
 * The whole site server's time for engine runs through the public API, per clock second, over every
 * client, shared fairly. The per-client limit (API_RATE_WINDOWS) lets one client spend about 120 ms a
 * second (10 runs of the heaviest scenario: 5 suppliers, 100 rounds, about 12 ms each), so five
 * clients at their own limit spent the whole budget every second, and every other client (a developer
 * trying the documented curl, the playground) got 503. Three rules share it:
 * - a part is kept for light clients: once the rest is spent, only a client that has spent little this
 *   second, of a network that has spent little, is served (the heavy ones get 503, while the light
 *   ones are served until the whole is spent);
 * - one network (an IPv6 /48 is 65,536 /64s of one person) spends at most its share, so its /64s
 *   cannot take the time of every other network's clients;
 * - past the whole budget, nobody is served: the pages keep the rest of the second.
 * A check comes right before its run (the caller runs it in the same turn), so the whole exceeds the
 * budget by at most one run. The per-second maps hold the clients and networks that spent this
 * second, and are emptied with it: nothing is spent once the budget is, so they hold at most as many
 * entries as requests fit in 500 ms of checks (a refused body's costs some microseconds).
 */
export class EngineTimeBudget {
  private windowStart = Number.NaN;
  private spent = 0;
  private readonly spentByClient = new Map<string, number>();
  private readonly spentByNetwork = new Map<string, number>();
  private readonly keptForLightMs: number;
  private readonly lightClientMs: number;
  private readonly lightNetworkMs: number;
  private readonly networkMs: number;

  constructor(
    private readonly msPerSecond: number,
    private readonly now: () => number = Date.now,
    shares: EngineShares = ENGINE_SHARES,
  ) {
    this.keptForLightMs = msPerSecond * shares.keptForLight;
    this.lightClientMs = msPerSecond * shares.lightClient;
    this.lightNetworkMs = msPerSecond * shares.lightNetwork;
    this.networkMs = msPerSecond * shares.network;
  }

  /**
   * Null when `client` may run now, else the seconds to wait (1: the next second has its own budget).
   */
  retryAfter(client: string): number | null {
    this.roll();
    if (this.spent >= this.msPerSecond) return 1;
    const network = this.spentByNetwork.get(networkKey(client)) ?? 0;
    if (network >= this.networkMs) return 1;
    if (this.spent < this.msPerSecond - this.keptForLightMs) return null;
    const light =
      (this.spentByClient.get(addressKey(client)) ?? 0) < this.lightClientMs && network < this.lightNetworkMs;
    return light ? null : 1;
  }

  /** Counts `ms` of engine time (a run, or the checks that refused its body) against `client`'s second. */
  spend(client: string, ms: number): void {
    this.roll();
    this.spent += ms;
    add(this.spentByClient, addressKey(client), ms);
    add(this.spentByNetwork, networkKey(client), ms);
  }

  /** The engine time spent this second (tests, benchmarks). */
  get spentMs(): number {
    this.roll();
    return this.spent;
  }

  private roll() {
    const now = this.now();
    const start = now - (now % 1000);
    if (start === this.windowStart) return;
    this.windowStart = start;
    this.spent = 0;
    this.spentByClient.clear();
    this.spentByNetwork.clear();
  }
}

function add(spent: Map<string, number>, key: string, ms: number) {
  spent.set(key, (spent.get(key) ?? 0) + ms);
}
