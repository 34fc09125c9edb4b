// Issue #32, a diagnostic (not in the engine): can the opponent's weights be fitted from its bids as
// best responses to its model of me? Its model of me is built from my own bids by a rule I know
// (ConcessionModel), so I can replay it; each of its bids at its own utility u says that no outcome its
// model of me rates clearly higher is worth u or more to it. Weight vectors on a 0.1 grid and a few
// reservations are scored by the bids they leave unexplained; the best-scoring ones are averaged. Then
// each side's own utility at the Nash point estimated with the fit, over the truth, against the
// concession model's (mean |log| of the two sides' ratio: what decides where two floors meet).
// SEEDS=1 (default), TOLERANCE (0.04), RESERVATIONS (5).
import {
  ConcessionModel,
  DELIVERY_DAYS,
  estimatedNashUtility,
  estimatesOf,
  forEachTournamentRun,
  opponentDirections,
  PAYMENT_DAYS,
  QUANTITIES,
  type Outcome,
  type Role,
} from '@parley/negotiation';

const SEEDS = (process.env.SEEDS ?? '1').split(',').map(Number);
const TOLERANCE = Number(process.env.TOLERANCE ?? 0.04);
const RESERVATIONS = Number(process.env.RESERVATIONS ?? 5);
const WEIGHTS: number[][] = [];
for (let p = 1; p <= 10; p++)
  for (let q = 0; q <= 10 - p; q++)
    for (let d = 0; d <= 10 - p - q; d++) WEIGHTS.push([p / 10, q / 10, d / 10, (10 - p - q - d) / 10]);
const scale = (v: number, worst: number, best: number) =>
  best === worst ? 1 : Math.min(1, Math.max(0, (v - worst) / (best - worst)));
const Q = [Math.min(...QUANTITIES), Math.max(...QUANTITIES)] as const;
const D = [Math.min(...DELIVERY_DAYS), Math.max(...DELIVERY_DAYS)] as const;
const P = [Math.min(...PAYMENT_DAYS), Math.max(...PAYMENT_DAYS)] as const;
/** A hypothesis of the opponent's utility: weights [price, quantity, delivery, payment], reservation, target. */
function hypothesisUtility(role: Role, w: number[], reservation: number, target: number, o: Outcome) {
  const buyer = role === 'buyer';
  return (
    w[0]! * scale(o.price, reservation, target) +
    w[1]! * scale(o.quantity, Q[0], Q[1]) +
    w[2]! * (buyer ? scale(o.delivery, D[1], D[0]) : scale(o.delivery, D[0], D[1])) +
    w[3]! * (buyer ? scale(o.payment, P[0], P[1]) : scale(o.payment, P[1], P[0]))
  );
}
const other = (role: Role): Role => (role === 'buyer' ? 'seller' : 'buyer');

let deals = 0;
const logError = { model: 0, fit: 0, blend: 0 };
const bias = { model: 0, fit: 0, blend: 0 };
const weightError = { fit: 0, model: 0, sides: 0 };
for (const seed of SEEDS)
  forEachTournamentRun(seed, { pairs: [{ buyer: 'adaptive', seller: 'adaptive' }] }, ({ arena, run }) => {
    if (!run.agreement || !run.nash) return;
    const ratio = {
      model: { buyer: 0, seller: 0 },
      fit: { buyer: 0, seller: 0 },
      blend: { buyer: 0, seller: 0 },
    };
    for (const role of ['buyer', 'seller'] as const) {
      const space = arena.bidSpaces[role];
      const opponent = other(role);
      const myModel = new ConcessionModel(
        arena.domain,
        undefined,
        undefined,
        opponentDirections(role),
        space.ownPrices,
      );
      for (const o of run.offers) if (o.by !== role) myModel.update(o.outcome);
      ratio.model[role] =
        estimatedNashUtility(space, estimatesOf(space, myModel, arena.domain)) / run.nash[role];
      // The opponent's model of me, replayed before each of its bids (its reservation, which its model
      // uses for the price's scale, taken as my model's expectation of it, its target as its first price).
      const expected = myModel.expectedReservation();
      const firstPrice = run.offers.find((o) => o.by === opponent)?.outcome.price;
      const replay = new ConcessionModel(
        arena.domain,
        undefined,
        undefined,
        opponentDirections(opponent),
        expected !== undefined && firstPrice !== undefined
          ? { reservation: expected, target: firstPrice }
          : undefined,
      );
      const rated = (o: Outcome) =>
        (['price', 'quantity', 'delivery', 'payment'] as const).reduce(
          (sum, issue) => sum + replay.weight(issue) * replay.valueOf(issue, o[issue]),
          0,
        );
      const constraints: { bid: Outcome; better: Outcome[] }[] = [];
      const theirs = run.offers.filter((o) => o.by === opponent);
      const candidates: Outcome[] = [];
      for (const price of arena.domain.values.price)
        for (const delivery of D)
          for (const payment of P) candidates.push({ price, quantity: Q[1], delivery, payment });
      for (const o of run.offers) {
        if (o.by === role) {
          replay.update(o.outcome);
          continue;
        }
        const mine = rated(o.outcome);
        constraints.push({ bid: o.outcome, better: candidates.filter((c) => rated(c) > mine + TOLERANCE) });
      }
      const target = theirs[0]!.outcome.price;
      const conceded = theirs.reduce(
        (m, o) => (opponent === 'seller' ? Math.min(m, o.outcome.price) : Math.max(m, o.outcome.price)),
        target,
      );
      const [low, high] = arena.domain.range.price;
      const far = opponent === 'seller' ? low : high;
      const near =
        opponent === 'seller'
          ? Math.min(space.ownPrices.reservation, conceded)
          : Math.max(space.ownPrices.reservation, conceded);
      let bestScore = Infinity;
      let chosen: { w: number[]; r: number }[] = [];
      for (let k = 1; k <= RESERVATIONS; k++) {
        const r = far + ((near - far) * k) / RESERVATIONS;
        for (const w of WEIGHTS) {
          let score = 0;
          for (const { bid, better } of constraints) {
            const u = hypothesisUtility(opponent, w, r, target, bid);
            const acceptable = (c: Outcome) => (opponent === 'seller' ? c.price >= r : c.price <= r);
            if (better.some((c) => acceptable(c) && hypothesisUtility(opponent, w, r, target, c) >= u))
              score += 1;
          }
          if (score < bestScore) [bestScore, chosen] = [score, [{ w, r }]];
          else if (score === bestScore) chosen.push({ w, r });
        }
      }
      // The Nash search with the fit's mean utility over the best-scoring hypotheses.
      let best = { product: 0, own: 0 };
      for (const c of space.combinations)
        for (let pi = 0; pi < space.prices.length; pi++) {
          const outcome = {
            price: space.prices[pi]!,
            quantity: c.quantity,
            delivery: c.delivery,
            payment: c.payment,
          };
          let theirsU = 0;
          for (const h of chosen) {
            const inside = opponent === 'seller' ? outcome.price >= h.r : outcome.price <= h.r;
            theirsU += inside ? hypothesisUtility(opponent, h.w, h.r, target, outcome) : 0;
          }
          const own = space.priceUtility[pi]! + c.own;
          const product = own * (theirsU / chosen.length);
          if (product > best.product) best = { product, own };
        }
      ratio.fit[role] = best.own / run.nash[role];
      ratio.blend[role] = Math.sqrt(ratio.fit[role] * ratio.model[role]);
      const truth = run.scenario[opponent].weights;
      const total = truth.price + truth.quantity + truth.delivery + truth.payment;
      const t4 = [truth.price, truth.quantity, truth.delivery, truth.payment].map((x) => x / total);
      const mean = [0, 1, 2, 3].map((i) => chosen.reduce((sum, h) => sum + h.w[i]!, 0) / chosen.length);
      const issues = ['price', 'quantity', 'delivery', 'payment'] as const;
      weightError.fit += t4.reduce((sum, x, i) => sum + Math.abs(x - mean[i]!), 0);
      weightError.model += t4.reduce((sum, x, i) => sum + Math.abs(x - myModel.weight(issues[i]!)), 0);
      weightError.sides += 1;
    }
    if (!(ratio.model.buyer > 0 && ratio.model.seller > 0 && ratio.fit.buyer > 0 && ratio.fit.seller > 0))
      return;
    deals += 1;
    for (const key of ['model', 'fit', 'blend'] as const) {
      logError[key] += Math.abs(Math.log(ratio[key].buyer / ratio[key].seller));
      bias[key] += (ratio[key].buyer + ratio[key].seller) / 2;
    }
  });
console.log(
  `issue weights' L1 error: model ${(weightError.model / weightError.sides).toFixed(3)}, fit ${(weightError.fit / weightError.sides).toFixed(3)}; blend (geometric mean of both estimates) ratio error ${(logError.blend / deals).toFixed(3)}, over truth ${(bias.blend / deals).toFixed(3)}`,
);
console.log(
  `${deals} deals; mean |log| of the two sides' estimate ratios: model ${(logError.model / deals).toFixed(3)}, replayed-model fit ${(logError.fit / deals).toFixed(3)}; estimate over truth: model ${(bias.model / deals).toFixed(3)}, fit ${(bias.fit / deals).toFixed(3)}`,
);
