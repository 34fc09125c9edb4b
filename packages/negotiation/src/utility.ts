import {
  DELIVERY_DAYS,
  ISSUES,
  PAYMENT_DAYS,
  QUANTITIES,
  type Issue,
  type Outcome,
  type Side,
} from './scenario';

// Linear additive utility over the discretised issues: U(o) = Σ wᵢ · uᵢ(oᵢ), weights normalised to
// sum to 1, each uᵢ from 0 (worst) to 1 (best) for that side.

export type Role = 'buyer' | 'seller';

export interface Preferences {
  role: Role;
  /** The side's utility of an outcome, from 0 to 1 when acceptable. */
  utility(outcome: Outcome): number;
  /** Whether the price is within the side's reservation: it never proposes or accepts another. */
  acceptable(outcome: Outcome): boolean;
}

const span = (values: readonly number[]) => [Math.min(...values), Math.max(...values)] as const;
const [Q_MIN, Q_MAX] = span(QUANTITIES);
const [D_MIN, D_MAX] = span(DELIVERY_DAYS);
const [P_MIN, P_MAX] = span(PAYMENT_DAYS);

/** Rises from 0 at `worst` to 1 at `best` (either order), clamped. */
function scale(value: number, worst: number, best: number): number {
  if (best === worst) return 1;
  return Math.min(1, Math.max(0, (value - worst) / (best - worst)));
}

/** The weights as fractions summing to 1. */
export function normalisedWeights(side: Side): Record<(typeof ISSUES)[number], number> {
  const total = ISSUES.reduce((sum, issue) => sum + side.weights[issue], 0);
  return {
    price: side.weights.price / total,
    quantity: side.weights.quantity / total,
    delivery: side.weights.delivery / total,
    payment: side.weights.payment / total,
  };
}

/**
 * A side's preferences. The buyer wants a low price, a large quantity (bulk), early delivery and
 * long payment terms; the seller a high price, a large quantity, late delivery and short terms. So
 * price, delivery and payment are contested and quantity is shared: the space has deals better for
 * both than a plain split of the price difference.
 */
export function preferencesOf(role: Role, side: Side): Preferences {
  const parts = issueUtilitiesOf(role, side);
  const buyer = role === 'buyer';
  const acceptable = (o: Outcome) => (buyer ? o.price <= side.reservation : o.price >= side.reservation);
  return {
    role,
    acceptable,
    utility: (o) =>
      parts.price(o.price) +
      parts.quantity(o.quantity) +
      parts.delivery(o.delivery) +
      parts.payment(o.payment),
  };
}

/** Each issue's weighted share of a side's utility (their sum is the utility): the bidding searches issue by issue. */
export function issueUtilitiesOf(role: Role, side: Side): Record<Issue, (value: number) => number> {
  const w = normalisedWeights(side);
  const buyer = role === 'buyer';
  return {
    price: (price) => w.price * scale(price, side.reservation, side.target),
    quantity: (quantity) => w.quantity * scale(quantity, Q_MIN, Q_MAX),
    delivery: (days) => w.delivery * (buyer ? scale(days, D_MAX, D_MIN) : scale(days, D_MIN, D_MAX)),
    payment: (days) => w.payment * (buyer ? scale(days, P_MIN, P_MAX) : scale(days, P_MAX, P_MIN)),
  };
}
