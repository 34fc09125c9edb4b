import { forEachTournamentRun } from '@parley/negotiation';
const pairs = [{ buyer: 'adaptive', seller: 'adaptive' }] as const;
const d: { x: number; t: number; nb: number; ns: number }[] = [];
for (const seed of [1, 2, 3, 4])
  forEachTournamentRun(seed, { pairs }, ({ run }) => {
    if (run.agreement && run.nash) d.push({ x: run.distanceToNash!, t: run.agreement.round / run.scenario.deadline, nb: run.nash.buyer, ns: run.nash.seller });
  });
d.sort((a, b) => a.x - b.x);
const q = (p: number) => d[Math.floor(p * (d.length - 1))]!.x.toFixed(3);
console.log(`n ${d.length} quantiles 10/25/50/75/90/95: ${q(0.1)} ${q(0.25)} ${q(0.5)} ${q(0.75)} ${q(0.9)} ${q(0.95)}`);
const top = d.slice(-Math.floor(d.length / 10));
console.log(`worst tenth: share of total ${(top.reduce((s, e) => s + e.x, 0) / d.reduce((s, e) => s + e.x, 0)).toFixed(2)}, mean t ${(top.reduce((s, e) => s + e.t, 0) / top.length).toFixed(2)}, mean min Nash utility ${(top.reduce((s, e) => s + Math.min(e.nb, e.ns), 0) / top.length).toFixed(2)} (all ${(d.reduce((s, e) => s + Math.min(e.nb, e.ns), 0) / d.length).toFixed(2)})`);
const early = d.filter((e) => e.t < 0.5);
console.log(`deals t<0.5: ${early.length}, mean ${(early.reduce((s, e) => s + e.x, 0) / early.length).toFixed(3)}; t>=0.9: ${d.filter((e) => e.t >= 0.9).length}, mean ${(d.filter((e) => e.t >= 0.9).reduce((s, e) => s + e.x, 0) / d.filter((e) => e.t >= 0.9).length).toFixed(3)}`);
