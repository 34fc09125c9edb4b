import type { Domain } from './domain';
import type { OpponentModel } from './opponent-model';
import type { Random } from './random';
import type { Issue, Outcome, Side } from './scenario';
import { issueUtilitiesOf, preferencesOf, type Preferences, type Role } from './utility';

// The bidding strategy's offer for a target utility (BOA's "offering" part): among the outcomes worth
// at least the target to the agent, the one the opponent model rates highest, ties going to the
// agent's own utility. That is the point of the *estimated* Pareto frontier at the target: an outcome
// better for the agent and no worse for the modelled opponent (or the reverse) would have been chosen
// instead, so the agent never offers what it knows to be dominated.
//
// The search is issue by issue rather than over the whole space: for each combination of quantity,
// delivery and payment (100), both utilities are linear in the price, so the best price is an end of
// the interval of prices that keep the agent at its target (a binary search). About 100 steps a bid
// instead of 2,000.

/** The non-price part of an outcome with its share of the agent's utility. */
interface Combination {
  quantity: number;
  delivery: number;
  payment: number;
  own: number;
}

export interface BidSpace {
  role: Role;
  prefs: Preferences;
  /** Prices the agent may offer (within its reservation), lowest first. */
  prices: readonly number[];
  /** The agent's price share of utility for each of `prices`. */
  priceUtility: readonly number[];
  combinations: readonly Combination[];
  /** The agent's lowest and highest utility over what it may offer (undefined: nothing acceptable). */
  uMin: number;
  uMax: number;
}

export function bidSpaceOf(role: Role, side: Side, domain: Domain): BidSpace {
  const parts = issueUtilitiesOf(role, side);
  const prefs = preferencesOf(role, side);
  const prices = domain.values.price.filter((price) =>
    prefs.acceptable({ price, quantity: 0, delivery: 0, payment: 0 }),
  );
  const priceUtility = prices.map((price) => parts.price(price));
  const combinations: Combination[] = [];
  for (const quantity of domain.values.quantity)
    for (const delivery of domain.values.delivery)
      for (const payment of domain.values.payment)
        combinations.push({
          quantity,
          delivery,
          payment,
          own: parts.quantity(quantity) + parts.delivery(delivery) + parts.payment(payment),
        });
  const restUtilities = combinations.map((c) => c.own);
  const empty = prices.length === 0;
  return {
    role,
    prefs,
    prices,
    priceUtility,
    combinations,
    uMin: empty ? 1 : Math.min(...priceUtility) + Math.min(...restUtilities),
    uMax: empty ? 1 : Math.max(...priceUtility) + Math.max(...restUtilities),
  };
}

const EPSILON = 1e-12;

/**
 * The opponent model's estimates laid out on the bid space (each price's and each combination's
 * share of the opponent's estimated utility): computed once per model update, read by every search.
 */
export interface Estimates {
  price: Float64Array;
  rest: Float64Array;
  /** The first and last price index the model rates highest (its value stops rising past the opponent's best bid). */
  topPrice: readonly [number, number];
}

export function estimatesOf(space: BidSpace, model: OpponentModel): Estimates {
  const price = new Float64Array(space.prices.length);
  space.prices.forEach(
    (value, index) => (price[index] = model.weight('price') * model.valueOf('price', value)),
  );
  const share = (issue: Issue, value: number) => model.weight(issue) * model.valueOf(issue, value);
  const rest = new Float64Array(space.combinations.length);
  space.combinations.forEach(
    (c, index) =>
      (rest[index] =
        share('quantity', c.quantity) + share('delivery', c.delivery) + share('payment', c.payment)),
  );
  const top = Math.max(...price);
  const first = price.findIndex((value) => value >= top - EPSILON);
  const last = price.length - 1 - [...price].reverse().findIndex((value) => value >= top - EPSILON);
  return { price, rest, topPrice: [first, last] };
}

/**
 * The offer for `target`: the outcome the model rates highest among those worth at least `target` to
 * the agent (the agent's best outcome when the target is above everything). Exact ties (same own
 * utility, same estimate) are broken by `random`. `undefined`: the agent may offer nothing at all.
 */
export function bidAtTarget(
  space: BidSpace,
  target: number,
  estimates: Estimates,
  random: Random,
): Outcome | undefined {
  const { prices, priceUtility, combinations } = space;
  if (prices.length === 0) return undefined;
  const reachable = Math.min(target, space.uMax);
  const rising = priceUtility.at(-1)! >= priceUtility[0]!; // the seller's share rises with the price
  let leader = { combination: -1, price: -1, own: 0, estimate: 0 };
  let ties: { combination: number; price: number }[] = [];
  for (let ci = 0; ci < combinations.length; ci++) {
    const c = combinations[ci]!;
    // The interval of price indices whose share reaches what the combination leaves to reach.
    const [from, to] = feasibleInterval(priceUtility, reachable - c.own - EPSILON, rising);
    if (from > to) continue;
    // Candidates: the end of the interval that asks least of the opponent (the lowest price for the
    // seller), the least demanding price worth the most to the agent (its share stops rising past its
    // target price), the price the opponent is modelled to want no more than, and the far end. Both utilities are monotone in the price, so one of these is
    // the best; a price beyond the agent's target, worth no more to it, is asked only if the model says
    // the opponent prefers it.
    const modest = rising ? from : to;
    const far = rising ? to : from;
    const saturated = leastDemandingMaximum(priceUtility, from, to, rising);
    // The price the model rates highest that is best for the agent, when it lies in the interval.
    const enough = Math.min(to, Math.max(from, rising ? estimates.topPrice[1] : estimates.topPrice[0]));
    const indices = [modest, saturated, enough, far].filter((index, at, all) => all.indexOf(index) === at);
    for (const pi of indices) {
      const own = priceUtility[pi]! + c.own;
      const estimate = estimates.price[pi]! + estimates.rest[ci]!;
      const first = leader.combination < 0;
      if (
        first ||
        estimate > leader.estimate + EPSILON ||
        (estimate > leader.estimate - EPSILON && own > leader.own + EPSILON)
      ) {
        leader = { combination: ci, price: pi, own, estimate };
        ties = [];
      } else if (estimate > leader.estimate - EPSILON && own > leader.own - EPSILON) {
        ties.push({ combination: ci, price: pi });
      }
    }
  }
  if (leader.combination < 0) return undefined;
  const chosen = ties.length === 0 ? leader : [leader, ...ties][Math.floor(random() * (ties.length + 1))]!;
  const c = combinations[chosen.combination]!;
  return { price: prices[chosen.price]!, quantity: c.quantity, delivery: c.delivery, payment: c.payment };
}

/** Within [from, to], the index nearest the modest end whose share equals the interval's maximum. */
function leastDemandingMaximum(shares: readonly number[], from: number, to: number, rising: boolean): number {
  const top = shares[rising ? to : from]!;
  let low = from;
  let high = to;
  // Rising: the first index reaching `top`; falling: the last one.
  while (low < high) {
    const middle = rising ? (low + high) >>> 1 : (low + high + 1) >>> 1;
    const atTop = shares[middle]! >= top - EPSILON;
    if (rising) {
      if (atTop) high = middle;
      else low = middle + 1;
    } else if (atTop) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The first and last index whose share is at least `need` (from > to: none). */
function feasibleInterval(shares: readonly number[], need: number, rising: boolean): [number, number] {
  const last = shares.length - 1;
  // Binary search for the boundary: rising shares are feasible from some index on, falling up to one.
  let low = 0;
  let high = shares.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const ok = shares[middle]! >= need;
    if (rising ? ok : !ok) high = middle;
    else low = middle + 1;
  }
  return rising ? [low, last] : [0, low - 1];
}
