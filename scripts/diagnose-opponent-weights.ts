// Issue #32: how far each side's opponent model's issue weights are from the opponent's true ones at
// the end of a run (L1 over the four issues, and per issue signed), over every run of the tournaments
// of seeds 1-4 and 5-8 (SEEDS), beside uniform weights' error. Reads private preferences: a diagnostic,
// never something an agent sees. `npx tsx scripts/diagnose-opponent-weights.ts`.
import {
  ConcessionModel,
  forEachTournamentRun,
  normalisedWeights,
  opponentDirections,
  ISSUES,
} from '@parley/negotiation';

const SEEDS = (process.env.SEEDS ?? '1,2,3,4,5,6,7,8').split(',').map(Number);
const sets: Record<string, { model: number; uniform: number; sides: number; bias: Record<string, number> }> =
  {};
for (const seed of SEEDS) {
  const name = seed <= 4 ? 'seeds 1-4' : 'seeds 5-8';
  const set = (sets[name] ??= {
    model: 0,
    uniform: 0,
    sides: 0,
    bias: { price: 0, quantity: 0, delivery: 0, payment: 0 },
  });
  forEachTournamentRun(seed, {}, ({ run, arena }) => {
    const { scenario } = run;
    for (const role of ['buyer', 'seller'] as const) {
      const offers = run.offers.filter((offer) => offer.by !== role);
      if (offers.length === 0) continue;
      const model = new ConcessionModel(
        arena.domain,
        undefined,
        undefined,
        opponentDirections(role),
        arena.bidSpaces[role].ownPrices,
      );
      for (const offer of offers) model.update(offer.outcome);
      const truth = normalisedWeights(scenario[role === 'buyer' ? 'seller' : 'buyer']);
      for (const issue of ISSUES) {
        set.model += Math.abs(model.weight(issue) - truth[issue]);
        set.uniform += Math.abs(0.25 - truth[issue]);
        set.bias[issue]! += model.weight(issue) - truth[issue];
      }
      set.sides += 1;
    }
  });
}
for (const [name, set] of Object.entries(sets))
  console.log(
    `${name}: L1 model ${(set.model / set.sides).toFixed(3)}, uniform ${(set.uniform / set.sides).toFixed(3)}; bias ${ISSUES.map((issue) => `${issue} ${(set.bias[issue]! / set.sides).toFixed(3)}`).join(', ')} (${set.sides} sides)`,
  );
