// Issue #32: how well can an agent estimate its opponent's private reservation price (the zero of the
// opponent's price utility, the scale of its estimated utility in `estimatedNashUtility`) from what it
// may know: the opponent's bids and their timing, its own preferences, the roles? Adaptive against
// adaptive, every deal of the tournaments of SEEDS (default 1,2,3,4); each side's estimates after each
// opponent bid, against the truth, as a share of the opponent's true price span (target to reservation).
// Reads private preferences to score the estimates: a diagnostic, never something an agent sees.
//
// Estimators:
// - expected: the concession model's `expectedReservation` (issue #32's honest round: the mean of the
//   own target, the nearer of the own reservation and the opponent's most conceded price, and the own
//   span mirrored onto the opponent's first price; nothing private).
// - grid far end: the estimate before that round, the middle of the grid's far end and that nearer
//   price. The price grid's ends are built from both sides' targets and reservations (scenario.ts
//   `priceGrid`), so it reads something private: listed for comparison only.
// - envelope fit: Hou (2004)-style regression of the opponent's most conceded price so far on a
//   time-dependent concession curve p(t) = T + (r − T) · t^(1/β), T its first price (every agent opens
//   at its best outcome), β on a grid, r by least squares, extrapolated to the deadline (t = 1) where a
//   time-dependent agent reaches its reservation; never nearer than its most conceded price. Uses no
//   grid end. β on {1, 2, 4}: with 0.25 or 0.5 in the grid a fit to the first bids extrapolates far
//   beyond any price (t^(1/β) is tiny early), hundreds of spans off.
// - own target: the middle of the agent's own target and the nearer of its own reservation and the
//   opponent's most conceded price (the expected reservation with the agent's own target in place of
//   the grid's far end: nothing private).
// - most conceded: the opponent's most conceded price itself (its reservation is no nearer).
import { ConcessionModel, forEachTournamentRun, opponentDirections } from '@parley/negotiation';

const SEEDS = (process.env.SEEDS ?? '1,2,3,4').split(',').map(Number);
const BETAS = [1, 2, 4];

/** The envelope fit (above): `bids` as (t, price), `direction` +1 when the opponent wants a higher price. */
export function envelopeFit(
  bids: readonly { t: number; price: number }[],
  direction: 1 | -1,
): number | undefined {
  if (bids.length < 2) return undefined;
  const target = bids[0]!.price;
  let conceded = target;
  const envelope = bids.map(({ t, price }) => {
    if ((conceded - price) * direction > 0) conceded = price;
    return { t, price: conceded };
  });
  let best: { error: number; reservation: number } | undefined;
  for (const beta of BETAS) {
    // p − T = (r − T) · s, s = t^(1/β): least squares through the origin.
    let num = 0;
    let den = 0;
    for (const { t, price } of envelope) {
      const s = Math.pow(t, 1 / beta);
      num += s * (price - target);
      den += s * s;
    }
    if (den === 0) continue;
    const slope = num / den;
    let error = 0;
    for (const { t, price } of envelope) error += (price - target - slope * Math.pow(t, 1 / beta)) ** 2;
    if (!best || error < best.error) best = { error, reservation: target + slope };
  }
  if (!best) return undefined;
  return direction > 0 ? Math.min(conceded, best.reservation) : Math.max(conceded, best.reservation);
}

type Tally = { abs: number; bias: number; n: number };
const tally = () => ({ abs: 0, bias: 0, n: 0 });
const NAMES = ['expected', 'grid far end', 'envelope fit', 'own target', 'most conceded'];
const byBid: Record<string, Tally[]> = Object.fromEntries(NAMES.map((name) => [name, []]));
const end: Record<string, Tally> = Object.fromEntries(NAMES.map((name) => [name, tally()]));
const add = (t: Tally, e: number) => ((t.abs += Math.abs(e)), (t.bias += e), (t.n += 1));

for (const seed of SEEDS)
  forEachTournamentRun(seed, { pairs: [{ buyer: 'adaptive', seller: 'adaptive' }] }, ({ arena, run }) => {
    if (!run.agreement) return;
    for (const role of ['buyer', 'seller'] as const) {
      const opponent = run.scenario[role === 'buyer' ? 'seller' : 'buyer'];
      const span = opponent.target - opponent.reservation;
      const direction = role === 'buyer' ? 1 : -1;
      const ownReservation = run.scenario[role].reservation;
      const ownTarget = run.scenario[role].target;
      const model = new ConcessionModel(arena.domain, undefined, undefined, opponentDirections(role), {
        reservation: ownReservation,
        target: ownTarget,
      });
      const bids: { t: number; price: number }[] = [];
      let estimates: Record<string, number | undefined> = {};
      for (const offer of run.offers) {
        if (offer.by === role) continue;
        model.update(offer.outcome);
        bids.push({ t: offer.round / run.scenario.deadline, price: offer.outcome.price });
        const mostConceded = bids.reduce(
          (c, b) => ((c - b.price) * direction > 0 ? b.price : c),
          bids[0]!.price,
        );
        const near =
          direction > 0 ? Math.min(ownReservation, mostConceded) : Math.max(ownReservation, mostConceded);
        const far = direction > 0 ? Math.min(ownTarget, near) : Math.max(ownTarget, near);
        const gridEnd = direction > 0 ? arena.domain.range.price[0] : arena.domain.range.price[1];
        estimates = {
          expected: model.expectedReservation(),
          'grid far end': (gridEnd + near) / 2,
          'envelope fit': envelopeFit(bids, direction),
          'own target': (far + near) / 2,
          'most conceded': mostConceded,
        };
        for (const [name, estimate] of Object.entries(estimates)) {
          if (estimate === undefined) continue;
          add((byBid[name]![bids.length - 1] ??= tally()), (estimate - opponent.reservation) / span);
        }
      }
      for (const [name, estimate] of Object.entries(estimates))
        if (estimate !== undefined) add(end[name]!, (estimate - opponent.reservation) / span);
    }
  });

const f = (t: Tally | undefined): string =>
  t && t.n ? `${(t.abs / t.n).toFixed(3)} (bias ${(t.bias / t.n).toFixed(3)})` : '-';
console.log(
  `seeds ${SEEDS.join(',')}: error of the estimated reservation over the true span, mean |error| (bias)`,
);
for (const name of Object.keys(end)) {
  console.log(`${name.padEnd(14)} end of run ${f(end[name])}`);
  console.log(
    `  after bid 1-8: ${Array.from(byBid[name]!.slice(0, 8), (t) => f(t).split(' ')[0]).join(' ')}`,
  );
}
