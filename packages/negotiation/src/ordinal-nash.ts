import type { BidSpace } from './bidding';
import { position, type Domain } from './domain';
import { ISSUES, type Issue, type Outcome } from './scenario';

// Experiment (issue #32): the opponent's weights fitted to the ORDER of its own bids (its earlier bids
// are worth more to it), then the Nash point searched with them.

const STEP = Number(process.env.ORD_STEP ?? 0.1);
const LAGS = Number(process.env.ORD_LAGS ?? 3);

/** Every weight vector over the four issues on a grid of STEP (they sum to 1). */
const HYPOTHESES: number[][] = (() => {
  const n = Math.round(1 / STEP);
  const result: number[][] = [];
  for (let a = 0; a <= n; a++)
    for (let b = 0; a + b <= n; b++)
      for (let c = 0; a + b + c <= n; c++) result.push([a / n, b / n, c / n, (n - a - b - c) / n]);
  return result;
})();

export function ordinalNashUtility(
  space: BidSpace,
  domain: Domain,
  bids: readonly Outcome[],
  directions: Record<Issue, 1 | -1>,
  reservation: number | undefined,
  prior?: readonly number[],
): number {
  if (bids.length < 2 || reservation === undefined) return 0;
  const firstPrice = bids[0]!.price;
  const span = firstPrice - reservation;
  if (span === 0) return 0;
  const value = (issue: Issue, v: number) => {
    if (issue === 'price') return Math.min(1, Math.max(0, (v - reservation) / span));
    const at = position(domain, issue, v);
    return directions[issue] > 0 ? at : 1 - at;
  };
  const vectors = bids.map((bid) => ISSUES.map((issue) => value(issue, bid[issue])));
  // Differences of consecutive (and a few lags further) bids: an earlier bid is worth no less.
  const diffs: number[][] = [];
  for (let lag = 1; lag <= LAGS; lag++)
    for (let i = 0; i + lag < vectors.length; i++)
      diffs.push(vectors[i]!.map((x, k) => x - vectors[i + lag]![k]!));
  let bestScore = -Infinity;
  let sum = [0, 0, 0, 0];
  let count = 0;
  for (const w of HYPOTHESES) {
    let score = 0;
    for (const d of diffs) {
      const u = w[0]! * d[0]! + w[1]! * d[1]! + w[2]! * d[2]! + w[3]! * d[3]!;
      if (u < -1e-9) score -= 1;
    }
    // With a prior (the frequency model's weights): the consistent hypothesis nearest to it.
    if (prior) score -= 1e-3 * Math.hypot(...w.map((x, k) => x - prior[k]!));
    if (score > bestScore + 1e-9) {
      bestScore = score;
      sum = [...w];
      count = 1;
    } else if (score > bestScore - 1e-9) {
      sum = sum.map((s, k) => s + w[k]!);
      count += 1;
    }
  }
  const w = sum.map((s) => s / count);
  let bestProduct = 0;
  let bestOwn = 0;
  const priceValues = space.prices.map((p) => value('price', p));
  for (const c of space.combinations) {
    const rest = w[1]! * value('quantity', c.quantity) + w[2]! * value('delivery', c.delivery) + w[3]! * value('payment', c.payment);
    for (let pi = 0; pi < space.prices.length; pi++) {
      if (priceValues[pi]! <= 0 && (space.prices[pi]! - reservation) * span <= 0) continue; // beyond its reservation
      const own = space.priceUtility[pi]! + c.own;
      const product = own * (w[0]! * priceValues[pi]! + rest);
      if (product > bestProduct) {
        bestProduct = product;
        bestOwn = own;
      }
    }
  }
  return bestOwn;
}
