// `npm run bench:negotiation`: how fast the negotiation engine runs on this machine. Prints single
// negotiations per second (the playground's example, every strategy pair) and the time of a full
// 200-scenario tournament (every strategy against every other, as buyer and seller: 5,000 runs).
import {
  arenaOf,
  EXAMPLE_SCENARIO,
  negotiate,
  runTournament,
  STRATEGIES,
  TOURNAMENT_SCENARIOS,
} from '@parley/negotiation';

const RUNS = Number(process.env.RUNS ?? 3);

function singleRuns(): number {
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
  return (runs / (performance.now() - started)) * 1000;
}

const perSecond = singleRuns();
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  runTournament(run + 1, TOURNAMENT_SCENARIOS);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(`single negotiations (example scenario, all strategy pairs): ${Math.round(perSecond)}/s`);
console.log(
  `tournament, ${TOURNAMENT_SCENARIOS} scenarios x ${STRATEGIES.length ** 2} pairs: median ${Math.round(times[Math.floor(times.length / 2)]!)} ms (runs: ${times.map((t) => Math.round(t)).join(', ')} ms)`,
);
const result = runTournament(1);
console.table(
  result.standings.map((s) => ({
    strategy: s.strategy,
    'agreement rate': `${(s.agreementRate * 100).toFixed(1)}%`,
    'mean utility': s.meanUtility.toFixed(3),
    'mean distance to Nash': s.meanDistanceToNash?.toFixed(3) ?? '-',
  })),
);
