// `npm run bench:negotiation`: how fast and how well the negotiation engine negotiates on this
// machine. Prints the time of one bilateral run (the playground's example, every strategy pair) and of
// a full 200-scenario tournament (every strategy against every other, as buyer and seller), then, over
// that tournament's scenarios (seed 1), per strategy pair: the agreement rate, the share of agreements
// on the Pareto frontier, the mean distance to the frontier and to the Nash point, and the share of
// agreements where a side got less than the best offer the other side had already made it.
import {
  arenaOf,
  distance,
  EXAMPLE_SCENARIO,
  negotiate,
  postSettlement,
  randomScenario,
  runTournament,
  seededRandom,
  STRATEGIES,
  TOURNAMENT_SCENARIOS,
  type NegotiationRun,
  type ScoredOutcome,
} from '@parley/negotiation';

const RUNS = Number(process.env.RUNS ?? 3);
const SEED = 1;
const EPSILON = 1e-9;

function bilateralRunMs(): number {
  const arena = arenaOf(EXAMPLE_SCENARIO);
  const pairs = STRATEGIES.flatMap((buyer) => STRATEGIES.map((seller) => ({ buyer, seller })));
  let runs = 0;
  const started = performance.now();
  while (performance.now() - started < 2000) {
    for (const { buyer, seller } of pairs) {
      const scenario = {
        ...EXAMPLE_SCENARIO,
        buyer: { ...EXAMPLE_SCENARIO.buyer, strategy: buyer },
        seller: { ...EXAMPLE_SCENARIO.seller, strategy: seller },
      };
      negotiate(scenario, runs, { ...arena, scenario });
      runs += 1;
    }
  }
  return (performance.now() - started) / runs;
}

/** Whether a frontier point is at least as good for both and better for one (the agreement is dominated). */
const dominated = (point: ScoredOutcome, frontier: readonly ScoredOutcome[]) =>
  frontier.some(
    (other) =>
      other.buyer >= point.buyer - EPSILON &&
      other.seller >= point.seller - EPSILON &&
      (other.buyer > point.buyer + EPSILON || other.seller > point.seller + EPSILON),
  );
const distanceToFrontier = (point: ScoredOutcome, frontier: readonly ScoredOutcome[]) =>
  dominated(point, frontier) ? Math.min(...frontier.map((other) => distance(point, other))) : 0;

/**
 * Whether a side accepted or was given less than the best offer the other side had made it before
 * (among offers within its reservation: it may accept no other).
 */
function belowBestReceived(run: NegotiationRun): boolean {
  const deal = run.agreement!;
  const { buyer, seller } = run.scenario;
  const best = { buyer: 0, seller: 0 };
  for (const offer of run.offers) {
    if (offer.by === 'seller' && offer.outcome.price <= buyer.reservation)
      best.buyer = Math.max(best.buyer, offer.buyer);
    if (offer.by === 'buyer' && offer.outcome.price >= seller.reservation)
      best.seller = Math.max(best.seller, offer.seller);
  }
  return deal.buyer < best.buyer - EPSILON || deal.seller < best.seller - EPSILON;
}

interface Tally {
  runs: number;
  agreements: number;
  pareto: number;
  frontierDistance: number;
  nashDistance: number;
  below: number;
  rounds: number;
}
const emptyTally = (): Tally => ({
  runs: 0,
  agreements: 0,
  pareto: 0,
  frontierDistance: 0,
  nashDistance: 0,
  below: 0,
  rounds: 0,
});

function efficiency() {
  const random = seededRandom(SEED);
  const pairs = new Map<string, Tally>();
  const all = emptyTally();
  // The same agreements after Raiffa's optional post-settlement step (post-settlement.ts).
  const settledPairs = new Map<string, Tally>();
  const settledAll = emptyTally();
  for (let index = 0; index < TOURNAMENT_SCENARIOS; index++) {
    const base = randomScenario(random);
    const arena = arenaOf(base);
    for (const buyer of STRATEGIES)
      for (const seller of STRATEGIES) {
        const scenario = {
          ...base,
          buyer: { ...base.buyer, strategy: buyer },
          seller: { ...base.seller, strategy: seller },
        };
        const run = negotiate(scenario, SEED + index, { ...arena, scenario });
        const key = `${buyer} / ${seller}`;
        const tally = pairs.get(key) ?? emptyTally();
        pairs.set(key, tally);
        for (const t of [tally, all]) {
          t.runs += 1;
          if (!run.agreement) continue;
          t.agreements += 1;
          t.rounds += run.agreement.round;
          if (!dominated(run.agreement, run.frontier)) t.pareto += 1;
          t.frontierDistance += distanceToFrontier(run.agreement, run.frontier);
          t.nashDistance += run.distanceToNash ?? 0;
          if (belowBestReceived(run)) t.below += 1;
        }
        const settledTally = settledPairs.get(key) ?? emptyTally();
        settledPairs.set(key, settledTally);
        const settled = postSettlement(run)?.settled;
        for (const t of [settledTally, settledAll]) {
          t.runs += 1;
          if (!settled || !run.agreement || !run.nash) continue;
          t.agreements += 1;
          t.rounds += run.agreement.round;
          if (!dominated(settled, run.frontier)) t.pareto += 1;
          t.frontierDistance += distanceToFrontier(settled, run.frontier);
          t.nashDistance += distance(settled, run.nash);
          if (belowBestReceived({ ...run, agreement: { ...settled, round: run.agreement.round } }))
            t.below += 1;
        }
      }
  }
  const row = (t: Tally) => ({
    'agreement rate': `${((t.agreements / t.runs) * 100).toFixed(1)}%`,
    'on the frontier': `${((t.pareto / Math.max(1, t.agreements)) * 100).toFixed(1)}%`,
    'distance to frontier': (t.frontierDistance / Math.max(1, t.agreements)).toFixed(3),
    'distance to Nash': (t.nashDistance / Math.max(1, t.agreements)).toFixed(3),
    'below best received': `${((t.below / Math.max(1, t.agreements)) * 100).toFixed(1)}%`,
    'mean round': (t.rounds / Math.max(1, t.agreements)).toFixed(1),
  });
  return {
    table: Object.fromEntries([...pairs].map(([key, t]) => [key, row(t)])),
    all: row(all),
    agreements: all.agreements,
    settled: {
      all: row(settledAll),
      'adaptive / adaptive': row(settledPairs.get('adaptive / adaptive')!),
    },
  };
}

const perRun = bilateralRunMs();
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  runTournament(run + 1, TOURNAMENT_SCENARIOS);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(`bilateral run (example scenario, all strategy pairs): ${perRun.toFixed(3)} ms`);
console.log(
  `tournament, ${TOURNAMENT_SCENARIOS} scenarios x ${STRATEGIES.length ** 2} pairs: median ${Math.round(times[Math.floor(times.length / 2)]!)} ms (runs: ${times.map((t) => Math.round(t)).join(', ')} ms)`,
);
const { table, all, agreements, settled } = efficiency();
console.log(
  `\nEfficiency over the tournament's ${TOURNAMENT_SCENARIOS} scenarios (seed ${SEED}), buyer / seller:`,
);
console.table(table);
console.log(`All pairs (${agreements} agreements):`);
console.table({ all });
console.log(
  "The same agreements after Raiffa's post-settlement step (optional: a mediator told both sides' preferences after the deal proposes a better outcome for both; each consents):",
);
console.table(settled);
const result = runTournament(SEED);
console.table(
  result.standings.map((s) => ({
    strategy: s.strategy,
    'agreement rate': `${(s.agreementRate * 100).toFixed(1)}%`,
    'mean utility': s.meanUtility.toFixed(3),
    'mean distance to Nash': s.meanDistanceToNash?.toFixed(3) ?? '-',
  })),
);
