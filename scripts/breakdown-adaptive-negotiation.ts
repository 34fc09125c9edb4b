// Issue #32: where adaptive against adaptive's distance to the Nash point comes from, per scenario
// feature (deadline, zone, weights' asymmetry, time of agreement, who accepted, each side's floor
// estimate against the truth). Reads private preferences: a diagnostic, never something an agent sees.
// SEEDS=1,2,3,4 (default).
import {
  ConcessionModel,
  estimatedNashUtility,
  estimatesOf,
  forEachTournamentRun,
  normalisedWeights,
  opponentDirections,
} from '@parley/negotiation';

const SEEDS = (process.env.SEEDS ?? '1,2,3,4').split(',').map(Number);
type Row = { d: number; f: Record<string, string> };
const rows: Row[] = [];
// The model's issue weights at the end of each run against the opponent's true ones (L1 over the four
// issues), beside uniform weights' error: how far the weights have converged in the rounds these runs last.
const weightError = { model: 0, uniform: 0, sides: 0, bids: 0 };
// The same per issue (signed: the model's weight minus the truth), to see which issue the error is on.
const issueBias = { price: 0, quantity: 0, delivery: 0, payment: 0 };
const issueError = { price: 0, quantity: 0, delivery: 0, payment: 0 };
for (const seed of SEEDS)
  forEachTournamentRun(seed, { pairs: [{ buyer: 'adaptive', seller: 'adaptive' }] }, ({ arena, run }) => {
    if (!run.agreement || !run.nash) return;
    const { scenario, agreement } = run;
    const t = agreement.round / scenario.deadline;
    const last = run.offers.at(-1)!;
    const wb = normalisedWeights(scenario.buyer);
    const ws = normalisedWeights(scenario.seller);
    const asym = (['price', 'quantity', 'delivery', 'payment'] as const).reduce(
      (s, i) => s + Math.abs(wb[i] - ws[i]),
      0,
    );
    const zone = (scenario.buyer.reservation - scenario.seller.reservation) / scenario.seller.reservation;
    const ratio: Record<string, number> = {};
    for (const role of ['buyer', 'seller'] as const) {
      const space = arena.bidSpaces[role];
      const model = new ConcessionModel(
        arena.domain,
        undefined,
        undefined,
        opponentDirections(role),
        space.ownPrices,
      );
      for (const offer of run.offers) if (offer.by !== role) model.update(offer.outcome);
      const truth = normalisedWeights(scenario[role === 'buyer' ? 'seller' : 'buyer']);
      for (const issue of ['price', 'quantity', 'delivery', 'payment'] as const) {
        weightError.model += Math.abs(model.weight(issue) - truth[issue]);
        weightError.uniform += Math.abs(0.25 - truth[issue]);
        issueBias[issue] += model.weight(issue) - truth[issue];
        issueError[issue] += Math.abs(model.weight(issue) - truth[issue]);
      }
      weightError.sides += 1;
      weightError.bids += run.offers.filter((offer) => offer.by !== role).length;
      ratio[role] = estimatedNashUtility(space, estimatesOf(space, model, arena.domain)) / run.nash[role];
    }
    const logRatio = Math.log(ratio.buyer! / ratio.seller!);
    const favoured =
      agreement.buyer - run.nash.buyer > agreement.seller - run.nash.seller ? 'buyer' : 'seller';
    rows.push({
      d: run.distanceToNash!,
      f: {
        time: t < 0.5 ? 'a <0.5' : t < 0.75 ? 'b <0.75' : t < 0.9 ? 'c <0.9' : 'd >=0.9',
        deadline: scenario.deadline < 20 ? 'a 10-19' : scenario.deadline < 30 ? 'b 20-29' : 'c 30-40',
        acceptedBy: last.by === 'buyer' ? 'seller' : 'buyer',
        favoured,
        favouredHasHigherRatio: logRatio > 0 === (favoured === 'buyer') ? 'yes' : 'no',
        zone: zone < 0.05 ? 'a <5%' : zone < 0.15 ? 'b <15%' : 'c >=15%',
        asymmetry: asym < 0.4 ? 'a <0.4' : asym < 0.8 ? 'b <0.8' : 'c >=0.8',
        ratioError: Math.abs(logRatio) < 0.1 ? 'a <0.1' : Math.abs(logRatio) < 0.25 ? 'b <0.25' : 'c >=0.25',
        nashPriceOnly: run.nash.outcome.price === agreement.outcome.price ? 'same price' : 'other price',
      },
    });
  });
const total = rows.reduce((s, r) => s + r.d, 0);
rows.sort((a, b) => b.d - a.d);
const worst = new Set(rows.slice(0, Math.ceil(rows.length / 10)));
console.log(
  `${rows.length} deals, mean ${(total / rows.length).toFixed(4)}; worst tenth ${(([...worst].reduce((s, r) => s + r.d, 0) / total) * 100).toFixed(1)} % of the total`,
);
console.log(
  `issue weights at the end (L1 error over 4 issues, mean of ${weightError.sides} models, ${(weightError.bids / weightError.sides).toFixed(1)} bids each): model ${(weightError.model / weightError.sides).toFixed(3)}, uniform ${(weightError.uniform / weightError.sides).toFixed(3)}`,
);
const perIssue = (sums: Record<string, number>) =>
  Object.entries(sums)
    .map(([issue, sum]) => `${issue} ${(sum / weightError.sides).toFixed(3)}`)
    .join(', ');
console.log(`  per issue, |error| ${perIssue(issueError)}; bias ${perIssue(issueBias)}`);
for (const feature of Object.keys(rows[0]!.f)) {
  const groups = new Map<string, { n: number; d: number; worst: number }>();
  for (const r of rows) {
    const g = groups.get(r.f[feature]!) ?? { n: 0, d: 0, worst: 0 };
    g.n += 1;
    g.d += r.d;
    if (worst.has(r)) g.worst += 1;
    groups.set(r.f[feature]!, g);
  }
  console.log(feature);
  console.table(
    Object.fromEntries(
      [...groups].sort().map(([k, g]) => [
        k,
        {
          deals: g.n,
          mean: (g.d / g.n).toFixed(3),
          'share of total': ((g.d / total) * 100).toFixed(1) + ' %',
          'in worst tenth': g.worst,
        },
      ]),
    ),
  );
}
