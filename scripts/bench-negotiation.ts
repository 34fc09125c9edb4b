// `npm run bench:negotiation`: how fast and how well the negotiation engine negotiates on this
// machine. Prints the time of one bilateral run (the playground's example, every strategy pair, each
// run timed alone: median and 90th percentile) and of a full 200-scenario tournament (every strategy
// against every other, as buyer and seller; median of RUNS), then, over
// that tournament's scenarios (seed 1), per strategy pair: the agreement rate, the share of agreements
// on the Pareto frontier, the mean distance to the frontier and to the Nash point, and the share of
// agreements where a side got less than the best offer the other side had already made it; and the
// same aims for the tournaments of seeds 1-4 (SEEDS), so a change is judged on more than one seed.
import {
  arenaOf,
  belowBestReceived,
  distance,
  distanceToFrontier,
  dominated,
  EXAMPLE_SCENARIO,
  forEachTournamentRun,
  negotiate,
  postSettlement,
  runTournament,
  STRATEGIES,
  TOURNAMENT_SCENARIOS,
} from '@parley/negotiation';

const RUNS = Number(process.env.RUNS ?? 3);
const SEED = 1;
/** The tournament seeds the summary covers (SEEDS=1,2 for fewer). */
const SEEDS = (process.env.SEEDS ?? '1,2,3,4').split(',').map(Number);

/** Each bilateral run of the example scenario timed alone (every strategy pair in turn, for about 2 s). */
function bilateralRunTimes(): number[] {
  const arena = arenaOf(EXAMPLE_SCENARIO);
  const pairs = STRATEGIES.flatMap((buyer) => STRATEGIES.map((seller) => ({ buyer, seller })));
  const times: number[] = [];
  const started = performance.now();
  while (performance.now() - started < 2000) {
    for (const { buyer, seller } of pairs) {
      const scenario = {
        ...EXAMPLE_SCENARIO,
        buyer: { ...EXAMPLE_SCENARIO.buyer, strategy: buyer },
        seller: { ...EXAMPLE_SCENARIO.seller, strategy: seller },
      };
      const before = performance.now();
      negotiate(scenario, times.length, { ...arena, scenario });
      times.push(performance.now() - before);
    }
  }
  return times.sort((a, b) => a - b);
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

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

function efficiency(seed: number) {
  const pairs = new Map<string, Tally>();
  const all = emptyTally();
  // The same agreements after Raiffa's optional post-settlement step (post-settlement.ts).
  const settledPairs = new Map<string, Tally>();
  const settledAll = emptyTally();
  forEachTournamentRun(seed, {}, ({ buyer, seller, run }) => {
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
      if (belowBestReceived({ ...run, agreement: { ...settled, round: run.agreement.round } })) t.below += 1;
    }
  });
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
    adaptive: row(pairs.get('adaptive / adaptive')!),
    settled: {
      all: row(settledAll),
      'adaptive / adaptive': row(settledPairs.get('adaptive / adaptive')!),
    },
  };
}

const bilateral = bilateralRunTimes();
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  runTournament(run + 1, TOURNAMENT_SCENARIOS);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  `bilateral run (example scenario, all strategy pairs, ${bilateral.length} runs): median ${quantile(bilateral, 0.5).toFixed(3)} ms, 90th percentile ${quantile(bilateral, 0.9).toFixed(3)} ms (aim ≤ 1 ms)`,
);
console.log(
  `tournament, ${TOURNAMENT_SCENARIOS} scenarios x ${STRATEGIES.length ** 2} pairs: median ${Math.round(quantile(times, 0.5))} ms of ${RUNS} (runs: ${times.map((t) => Math.round(t)).join(', ')} ms; aim ≤ 2,000 ms)`,
);
const first = efficiency(SEED);
const { table, all, agreements, settled } = first;
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
// Robustness: the aims on other scenarios than seed 1's.
const bySeed: Record<string, Record<string, string>> = {};
for (const seed of SEEDS) {
  const other = seed === SEED ? first : efficiency(seed);
  bySeed[`seed ${seed}`] = {
    'agreement rate': other.all['agreement rate'],
    'on the frontier': other.all['on the frontier'],
    'below best received': other.all['below best received'],
    'adaptive / adaptive to Nash': other.adaptive['distance to Nash'],
  };
}
console.log('All pairs by tournament seed:');
console.table(bySeed);
const result = runTournament(SEED);
console.table(
  result.standings.map((s) => ({
    strategy: s.strategy,
    'agreement rate': `${(s.agreementRate * 100).toFixed(1)}%`,
    'mean utility': s.meanUtility.toFixed(3),
    'mean distance to Nash': s.meanDistanceToNash?.toFixed(3) ?? '-',
  })),
);
