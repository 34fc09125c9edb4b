// Experiment only: each side's end-of-run estimate of its own Nash utility over the truth, and the
// mean |log| of the two sides' ratio (what decides where two floors meet).
import {
  ConcessionModel,
  estimatedNashUtility,
  estimatesOf,
  forEachTournamentRun,
  opponentDirections,
} from '@parley/negotiation';
import { timeFitNashUtility } from '../packages/negotiation/src/time-fit-nash';
import { ordinalNashUtility } from '../packages/negotiation/src/ordinal-nash';

const SEEDS = (process.env.SEEDS ?? '1,2,3,4').split(',').map(Number);
const pairs = [{ buyer: 'adaptive', seller: 'adaptive' }] as const;
for (const seed of SEEDS) {
  const acc = { model: { bias: 0, ratio: 0 }, ordinal: { bias: 0, ratio: 0 }, mix: { bias: 0, ratio: 0 }, time: { bias: 0, ratio: 0 }, geo: { bias: 0, ratio: 0 } };
  let n = 0;
  let skipped = 0;
  forEachTournamentRun(seed, { pairs }, ({ arena, run }) => {
    if (!run.agreement || !run.nash || !(run.nash.buyer > 0) || !(run.nash.seller > 0)) return;
    const est: Record<string, Record<string, number>> = { model: {}, ordinal: {}, mix: {} };
    for (const role of ['buyer', 'seller'] as const) {
      const space = arena.bidSpaces[role];
      const model = new ConcessionModel(arena.domain, undefined, undefined, opponentDirections(role),
        role === 'buyer' ? space.prices.at(-1) : space.prices[0]);
      const bids = run.offers.filter((o) => o.by !== role).map((o) => o.outcome);
      for (const b of bids) model.update(b);
      est.model![role] = estimatedNashUtility(space, estimatesOf(space, model, arena.domain)) / run.nash[role];
      est.ordinal![role] = ordinalNashUtility(space, arena.domain, bids, opponentDirections(role), model.expectedReservation()) / run.nash[role];
      est.time = est.time ?? {};
      est.time[role] = timeFitNashUtility(space, arena.domain, run.offers.filter((o) => o.by !== role).map((o) => ({ outcome: o.outcome, t: o.round / run.scenario.deadline })), opponentDirections(role)) / run.nash[role];
      est.mix![role] = ordinalNashUtility(space, arena.domain, bids, opponentDirections(role), model.expectedReservation(), ['price', 'quantity', 'delivery', 'payment'].map((i) => model.weight(i as 'price'))) / run.nash[role];
    }
    est.geo = { buyer: Math.sqrt(est.model!.buyer! * est.time!.buyer!), seller: Math.sqrt(est.model!.seller! * est.time!.seller!) };
    if (Object.values(est).some((e) => !(e.buyer! > 0 && e.seller! > 0))) { skipped += 1; return; }
    n += 1;
    for (const k of ['model', 'ordinal', 'mix', 'time', 'geo'] as const) {
      acc[k].bias += (est[k]!.buyer! + est[k]!.seller!) / 2;
      acc[k].ratio += Math.abs(Math.log(est[k]!.buyer! / est[k]!.seller!));
    }
  });
  console.log(`seed ${seed} (${n} runs, ${skipped} with a zero estimate): ` + (['model', 'mix', 'time', 'geo'] as const).map((k) => `${k} est/truth ${(acc[k].bias / n).toFixed(3)} ratio |log| ${(acc[k].ratio / n).toFixed(3)}`).join('; '));
}
