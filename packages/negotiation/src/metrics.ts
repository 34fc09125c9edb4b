import type { Outcome } from './scenario';
import type { Preferences } from './utility';

/** An outcome with both sides' utilities. */
export interface ScoredOutcome {
  outcome: Outcome;
  buyer: number;
  seller: number;
}

/** The outcomes both sides may agree to (price within both reservations), scored for each. */
export function agreementZone(
  space: readonly Outcome[],
  buyer: Preferences,
  seller: Preferences,
): ScoredOutcome[] {
  return space
    .filter((outcome) => buyer.acceptable(outcome) && seller.acceptable(outcome))
    .map((outcome) => ({ outcome, buyer: buyer.utility(outcome), seller: seller.utility(outcome) }));
}

/**
 * The Pareto frontier: the outcomes no other outcome beats for one side without being worse for the
 * other. Sorted by the buyer's utility, best first (so the seller's rises along it). O(n log n).
 */
export function paretoFrontier(points: readonly ScoredOutcome[]): ScoredOutcome[] {
  const sorted = [...points].sort((a, b) => b.buyer - a.buyer || b.seller - a.seller);
  const frontier: ScoredOutcome[] = [];
  let bestSeller = Number.NEGATIVE_INFINITY;
  for (const point of sorted) {
    if (point.seller > bestSeller) {
      frontier.push(point);
      bestSeller = point.seller;
    }
  }
  return frontier;
}

/**
 * The Nash bargaining solution: the agreement maximising the product of both sides' utilities (gains
 * over no deal, whose utility is 0). It lies on the Pareto frontier, so only the frontier is searched.
 */
export function nashPoint(frontier: readonly ScoredOutcome[]): ScoredOutcome | undefined {
  let best: ScoredOutcome | undefined;
  for (const point of frontier) if (!best || nashProduct(point) > nashProduct(best)) best = point;
  return best;
}

export const nashProduct = (point: Pick<ScoredOutcome, 'buyer' | 'seller'>) => point.buyer * point.seller;

/** Social welfare: the sum of both sides' utilities. */
export const socialWelfare = (point: Pick<ScoredOutcome, 'buyer' | 'seller'>) => point.buyer + point.seller;

/** How far an agreement is from the Nash point, in utility space (0 = the Nash point itself). */
export function distance(
  a: Pick<ScoredOutcome, 'buyer' | 'seller'>,
  b: Pick<ScoredOutcome, 'buyer' | 'seller'>,
) {
  return Math.hypot(a.buyer - b.buyer, a.seller - b.seller);
}

/**
 * The Kalai–Smorodinsky point (Kalai & Smorodinsky 1975): on the frontier, the agreement where both
 * sides get the same share of the most each could get in the zone (the line from no deal to the ideal
 * point); on a discrete frontier, the point maximising the smaller share.
 */
export function kalaiSmorodinskyPoint(frontier: readonly ScoredOutcome[]): ScoredOutcome | undefined {
  if (frontier.length === 0) return undefined;
  const idealBuyer = Math.max(...frontier.map((p) => p.buyer));
  const idealSeller = Math.max(...frontier.map((p) => p.seller));
  const share = (p: ScoredOutcome) =>
    Math.min(idealBuyer > 0 ? p.buyer / idealBuyer : 1, idealSeller > 0 ? p.seller / idealSeller : 1);
  let best = frontier[0]!;
  for (const point of frontier) if (share(point) > share(best)) best = point;
  return best;
}

const EPSILON = 1e-9;

/** Whether some point is at least as good for both sides and better for one. */
export function dominated(
  point: Pick<ScoredOutcome, 'buyer' | 'seller'>,
  others: readonly Pick<ScoredOutcome, 'buyer' | 'seller'>[],
): boolean {
  return others.some(
    (other) =>
      other.buyer >= point.buyer - EPSILON &&
      other.seller >= point.seller - EPSILON &&
      (other.buyer > point.buyer + EPSILON || other.seller > point.seller + EPSILON),
  );
}

/** How far an agreement is from the Pareto frontier in utility space: 0 on it, else to its nearest point. */
export function distanceToFrontier(
  point: Pick<ScoredOutcome, 'buyer' | 'seller'>,
  frontier: readonly ScoredOutcome[],
): number {
  if (!dominated(point, frontier)) return 0;
  return Math.min(...frontier.map((other) => distance(point, other)));
}
