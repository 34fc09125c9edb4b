import { arenaOf, negotiate, type Arena, type NegotiationRun } from './mechanism';
import { randomInt, seededRandom, type Random } from './random';
import { ITEMS, STRATEGIES, type Scenario, type Side, type StrategyName } from './scenario';

// A tournament: every strategy against every other (and itself), as buyer and as seller, over the
// same random scenarios, as in the ANAC competitions. Deterministic from its seed.

export const TOURNAMENT_SCENARIOS = 200;
/** The most scenarios a tournament runs: keeps a shared link from freezing a browser. */
export const MAX_TOURNAMENT_SCENARIOS = 1000;

export interface StrategyStanding {
  strategy: StrategyName;
  negotiations: number;
  agreements: number;
  /** Agreements / negotiations. */
  agreementRate: number;
  /** The strategy's own utility per negotiation (0 when no deal). */
  meanUtility: number;
  /** Over its agreements; undefined when it made none. */
  meanDistanceToNash?: number;
}

export interface TournamentResult {
  seed: number;
  scenarios: number;
  standings: StrategyStanding[];
}

const randomWeights = (random: Random): Side['weights'] => ({
  price: randomInt(random, 1, 10),
  quantity: randomInt(random, 0, 10),
  delivery: randomInt(random, 0, 10),
  payment: randomInt(random, 0, 10),
});

/**
 * A random scenario: a base price, reservations around it (about one in six has no zone of agreement),
 * targets beyond the reservations, random priorities and a deadline of 10 to 40 rounds.
 */
export function randomScenario(random: Random): Scenario {
  const base = randomInt(random, 20, 500);
  const buyerReservation = Math.round(base * (0.95 + random() * 0.25));
  const sellerReservation = Math.round(base * (0.8 + random() * 0.25));
  return {
    item: ITEMS[randomInt(random, 0, ITEMS.length - 1)]!,
    deadline: randomInt(random, 10, 40),
    buyer: {
      reservation: buyerReservation,
      target: Math.max(1, Math.round(buyerReservation * (0.7 + random() * 0.2))),
      weights: randomWeights(random),
      strategy: 'linear',
    },
    seller: {
      reservation: sellerReservation,
      target: Math.round(sellerReservation * (1.1 + random() * 0.3)),
      weights: randomWeights(random),
      strategy: 'linear',
    },
  };
}

/** One negotiation of a tournament: its scenario's index, the strategy pair, and the run. */
export interface TournamentRun {
  index: number;
  buyer: StrategyName;
  seller: StrategyName;
  arena: Arena;
  run: NegotiationRun;
}

export interface TournamentLoopOptions {
  /** How many random scenarios (clamped to 1..MAX_TOURNAMENT_SCENARIOS). */
  scenarios?: number;
  /** The strategy pairs to run on each scenario (every pair by default). */
  pairs?: readonly { buyer: StrategyName; seller: StrategyName }[];
  /** Called after each scenario with how many are done, of how many. */
  onProgress?: (done: number, total: number) => void;
}

const EVERY_PAIR = STRATEGIES.flatMap((buyer) => STRATEGIES.map((seller) => ({ buyer, seller })));

/**
 * The tournament's loop, shared by `runTournament`, the bench and the diagnostics so that they all
 * read the same runs: random scenarios drawn from `seed`, each negotiated by every strategy pair with
 * the run seed `seed + index`, each run handed to `visit`.
 */
export function forEachTournamentRun(
  seed: number,
  options: TournamentLoopOptions,
  visit: (entry: TournamentRun) => void,
): number {
  const count = Math.min(
    Math.max(1, Math.floor(options.scenarios ?? TOURNAMENT_SCENARIOS)),
    MAX_TOURNAMENT_SCENARIOS,
  );
  const pairs = options.pairs ?? EVERY_PAIR;
  const random = seededRandom(seed);
  for (let index = 0; index < count; index++) {
    const base = randomScenario(random);
    const shared: Arena = arenaOf(base);
    for (const { buyer, seller } of pairs) {
      const scenario: Scenario = {
        ...base,
        buyer: { ...base.buyer, strategy: buyer },
        seller: { ...base.seller, strategy: seller },
      };
      const arena = { ...shared, scenario };
      visit({ index, buyer, seller, arena, run: negotiate(scenario, seed + index, arena) });
    }
    options.onProgress?.(index + 1, count);
  }
  return count;
}

/** Runs the tournament; `onProgress(done, total)` is called after each scenario. */
export function runTournament(
  seed: number,
  scenarios = TOURNAMENT_SCENARIOS,
  onProgress?: (done: number, total: number) => void,
): TournamentResult {
  const totals = new Map(
    STRATEGIES.map((strategy) => [strategy, { negotiations: 0, agreements: 0, utility: 0, distance: 0 }]),
  );
  const count = forEachTournamentRun(seed, { scenarios, onProgress }, ({ buyer, seller, run }) => {
    const record = (strategy: StrategyName, utility: number) => {
      const total = totals.get(strategy)!;
      total.negotiations += 1;
      if (run.agreement) {
        total.agreements += 1;
        total.utility += utility;
        total.distance += run.distanceToNash ?? 0;
      }
    };
    record(buyer, run.agreement?.buyer ?? 0);
    record(seller, run.agreement?.seller ?? 0);
  });
  return {
    seed,
    scenarios: count,
    standings: STRATEGIES.map((strategy) => {
      const total = totals.get(strategy)!;
      return {
        strategy,
        negotiations: total.negotiations,
        agreements: total.agreements,
        agreementRate: total.agreements / total.negotiations,
        meanUtility: total.utility / total.negotiations,
        meanDistanceToNash: total.agreements > 0 ? total.distance / total.agreements : undefined,
      };
    }),
  };
}
