// Issue #32: the bench's summary aims for the tournament seeds 1-8 (SEEDS), with means over 1-4 (to
// tune) and 5-8 (to check against fitting to 1-4): agreement rate, share of agreements on the Pareto
// frontier, share below a side's best received offer, adaptive against adaptive's mean distance to the
// Nash point and conceder against conceder's share on the frontier. The same definitions as
// scripts/bench-negotiation.ts, without its timings: `npx tsx scripts/diagnose-seed-figures.ts`.
import { belowBestReceived, dominated, forEachTournamentRun } from '@parley/negotiation';

const SEEDS = (process.env.SEEDS ?? '1,2,3,4,5,6,7,8').split(',').map(Number);

type Figures = {
  runs: number;
  deals: number;
  pareto: number;
  below: number;
  aa: number;
  aaDeals: number;
  cc: number;
  ccDeals: number;
};
const rows: Record<string, Record<string, string>> = {};
const sets: Record<string, Figures[]> = { '1-4': [], '5-8': [] };
const show = (f: Figures) => ({
  'agreement rate': `${((f.deals / f.runs) * 100).toFixed(2)}%`,
  'on the frontier': `${((f.pareto / f.deals) * 100).toFixed(2)}%`,
  'below best received': `${((f.below / f.deals) * 100).toFixed(1)}%`,
  'adaptive / adaptive to Nash': (f.aa / f.aaDeals).toFixed(4),
  'conceder / conceder on the frontier': `${((f.cc / f.ccDeals) * 100).toFixed(1)}%`,
});
for (const seed of SEEDS) {
  const f: Figures = { runs: 0, deals: 0, pareto: 0, below: 0, aa: 0, aaDeals: 0, cc: 0, ccDeals: 0 };
  forEachTournamentRun(seed, {}, ({ buyer, seller, run }) => {
    f.runs += 1;
    if (!run.agreement) return;
    f.deals += 1;
    const onFrontier = !dominated(run.agreement, run.frontier);
    if (onFrontier) f.pareto += 1;
    if (belowBestReceived(run)) f.below += 1;
    if (buyer === 'adaptive' && seller === 'adaptive') {
      f.aa += run.distanceToNash ?? 0;
      f.aaDeals += 1;
    }
    if (buyer === 'conceder' && seller === 'conceder') {
      f.cc += onFrontier ? 1 : 0;
      f.ccDeals += 1;
    }
  });
  rows[`seed ${seed}`] = show(f);
  sets[seed <= 4 ? '1-4' : '5-8']!.push(f);
}
for (const [name, list] of Object.entries(sets)) {
  if (list.length === 0) continue;
  // Pooled over the set's tournaments (each the same number of runs).
  const sum = list.reduce((a, b) => {
    const c = { ...a };
    for (const key of Object.keys(b) as (keyof Figures)[]) c[key] += b[key];
    return c;
  });
  rows[`seeds ${name}`] = show(sum);
}
console.table(rows);
