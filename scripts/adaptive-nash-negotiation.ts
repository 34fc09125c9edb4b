// Adaptive against adaptive only, per tournament seed: deals and mean distance to the Nash point
// (issue #32's aim, 0.05). Faster than the full bench when trying a change to the adaptive agent.
// SEEDS=1,2,3,4 (default 1-8: seeds 1-4 to tune, 5-8 to check against fitting to them).
import { distance, forEachTournamentRun } from '@parley/negotiation';

const SEEDS = (process.env.SEEDS ?? '1,2,3,4,5,6,7,8').split(',').map(Number);
const pairs = [{ buyer: 'adaptive', seller: 'adaptive' }] as const;
const means: number[] = [];
for (const seed of SEEDS) {
  let deals = 0;
  let nash = 0;
  let runs = 0;
  let ks = 0;
  let egalitarian = 0;
  forEachTournamentRun(seed, { pairs }, ({ run }) => {
    runs += 1;
    if (!run.agreement || run.distanceToNash === undefined) return;
    deals += 1;
    nash += run.distanceToNash;
    // References: where rules needing no opponent weights would land if they were exact.
    if (run.nash && run.kalaiSmorodinsky) ks += distance(run.kalaiSmorodinsky, run.nash);
    const equal = run.frontier.reduce((a, b) =>
      Math.min(b.buyer, b.seller) > Math.min(a.buyer, a.seller) ? b : a,
    );
    if (run.nash) egalitarian += distance(equal, run.nash);
  });
  means.push(nash / Math.max(1, deals));
  console.log(
    `seed ${seed}: ${deals}/${runs} deals, ${(nash / Math.max(1, deals)).toFixed(4)} from Nash` +
      (process.env.REFERENCES
        ? `; true KS ${(ks / deals).toFixed(4)}, true equal utilities ${(egalitarian / deals).toFixed(4)} from Nash`
        : ''),
  );
}
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
console.log(
  `mean seeds ${SEEDS.slice(0, 4).join(',')}: ${avg(means.slice(0, 4)).toFixed(4)}` +
    (means.length > 4 ? `; seeds ${SEEDS.slice(4).join(',')}: ${avg(means.slice(4)).toFixed(4)}` : ''),
);
