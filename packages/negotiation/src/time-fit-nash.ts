import type { BidSpace } from './bidding';
import { position, type Domain } from './domain';
import type { Issue, Outcome } from './scenario';

// Experiment (issue #32): the opponent's utility fitted so that its bids follow a concession curve in
// time, as the agent's own do (1 − t, held at a floor F · (1 − t⁴)): its weights and price scale by
// least squares, then the Nash point searched with them.

const STEP = Number(process.env.TF_STEP ?? 0.1);
const FLOORS = [0, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9];

const HYPOTHESES: number[][] = (() => {
  const n = Math.round(1 / STEP);
  const result: number[][] = [];
  for (let a = 1; a <= n; a++)
    for (let b = 0; a + b <= n; b++)
      for (let c = 0; a + b + c <= n; c++) result.push([a / n, b / n, c / n, (n - a - b - c) / n]);
  return result;
})();

export function timeFitNashUtility(
  space: BidSpace,
  domain: Domain,
  bids: readonly { outcome: Outcome; t: number }[],
  directions: Record<Issue, 1 | -1>,
): number {
  if (bids.length < 3) return 0;
  const p0 = bids[0]!.outcome.price;
  const dir = directions.price;
  const other = (issue: Issue, v: number) => {
    const at = position(domain, issue, v);
    return directions[issue] > 0 ? at : 1 - at;
  };
  const x = bids.map((b) => (p0 - b.outcome.price) * dir);
  // Its reservation lies beyond every price it bid, and beyond the agent's own (else no deal is possible).
  const ownReservation = space.role === 'buyer' ? space.prices.at(-1) : space.prices[0];
  if (ownReservation === undefined) return 0;
  const reach = Math.max(...x, (p0 - ownReservation) * dir);
  if (!(reach > 0)) return 0;
  const v = bids.map((b) => [other('quantity', b.outcome.quantity), other('delivery', b.outcome.delivery), other('payment', b.outcome.payment)]);
  let best = { error: Infinity, w: [1, 0, 0, 0], c: 0 };
  for (const F of FLOORS) {
    const y = bids.map((b) => Math.max(1 - b.t, F * (1 - Math.pow(b.t, 4))));
    for (const w of HYPOTHESES) {
      const z = v.map((vi, i) => w[0]! + w[1]! * vi[0]! + w[2]! * vi[1]! + w[3]! * vi[2]! - y[i]!);
      let xz = 0;
      let xx = 0;
      for (let i = 0; i < x.length; i++) {
        xz += x[i]! * z[i]!;
        xx += x[i]! * x[i]!;
      }
      const c = Math.min(w[0]! / reach, xx > 0 ? Math.max(1e-9, xz / xx) : 1e-9);
      let error = 0;
      for (let i = 0; i < x.length; i++) error += (z[i]! - c * x[i]!) ** 2;
      if (error < best.error) best = { error, w, c };
    }
  }
  const { w, c } = best;
  let bestProduct = 0;
  let bestOwn = 0;
  for (const comb of space.combinations) {
    const rest =
      w[1]! * other('quantity', comb.quantity) + w[2]! * other('delivery', comb.delivery) + w[3]! * other('payment', comb.payment);
    for (let pi = 0; pi < space.prices.length; pi++) {
      const opponent = w[0]! - c * (p0 - space.prices[pi]!) * dir + rest;
      if (w[0]! - c * (p0 - space.prices[pi]!) * dir < 0) continue; // beyond its fitted reservation
      const own = space.priceUtility[pi]! + comb.own;
      if (own * opponent > bestProduct) {
        bestProduct = own * opponent;
        bestOwn = own;
      }
    }
  }
  return bestOwn;
}
