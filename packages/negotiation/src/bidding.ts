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
  /** In the efficient form (`efficientForm`). */
  efficient: boolean;
  /** The values' positions in the domain's lists, to look shares up. */
  at: readonly [number, number, number];
}

export interface BidSpace {
  role: Role;
  prefs: Preferences;
  /** The agent's own reservation and target prices (its opponent model may know these, not the grid's ends). */
  ownPrices: { reservation: number; target: number };
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
  domain.values.quantity.forEach((quantity, qi) =>
    domain.values.delivery.forEach((delivery, di) =>
      domain.values.payment.forEach((payment, pi) =>
        combinations.push({
          quantity,
          delivery,
          payment,
          own: parts.quantity(quantity) + parts.delivery(delivery) + parts.payment(payment),
          at: [qi, di, pi],
          efficient: efficientForm([qi, di, pi], domain),
        }),
      ),
    ),
  );
  const restUtilities = combinations.map((c) => c.own);
  const empty = prices.length === 0;
  return {
    role,
    prefs,
    ownPrices: { reservation: side.reservation, target: side.target },
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
  /** The price's share at the agent's own target: the least it rates a price the agent would offer. */
  priceAtOwnTarget: number;
}

export function estimatesOf(space: BidSpace, model: OpponentModel, domain: Domain): Estimates {
  const shares = (issue: Issue, values: readonly number[]) => {
    const weight = model.weight(issue);
    const result = new Float64Array(values.length);
    values.forEach((value, index) => (result[index] = weight * model.valueOf(issue, value)));
    return result;
  };
  const price = shares('price', space.prices);
  const quantity = shares('quantity', domain.values.quantity);
  const delivery = shares('delivery', domain.values.delivery);
  const payment = shares('payment', domain.values.payment);
  const rest = new Float64Array(space.combinations.length);
  space.combinations.forEach(
    ({ at }, index) => (rest[index] = quantity[at[0]]! + delivery[at[1]]! + payment[at[2]]!),
  );
  let first = 0;
  let last = 0;
  for (let index = 0; index < price.length; index++) {
    if (price[index]! > price[first]! + EPSILON) first = last = index;
    else if (price[index]! > price[first]! - EPSILON) last = index;
  }
  const priceAtOwnTarget = model.weight('price') * model.valueOf('price', space.ownPrices.target);
  return { price, rest, topPrice: [first, last], priceAtOwnTarget };
}

/**
 * How much of the opponent's estimated utility (0..1) the agent gives up, at most, to offer a bid in
 * the efficient form of this domain instead of the estimated frontier's best: the largest quantity,
 * delivery and payment each at an end of its range, the price making up the target. With linear
 * utilities an outcome on the true Pareto frontier has that form (scripts/diagnose-frontier.ts); an
 * in-between delivery or payment value is picked only because it fits the target a little better than
 * the price grid's steps do, or because the model's error makes it look best, and it was the main
 * cause of dominated agreements (299 of 447, bench seed 1). Measured over the diagnostic's seeds 1-4
 * (on the frontier, mean of the four): 0 88.0 %, 0.01 88.4 %, 0.02 88.6 %, 0.04 88.8 %, 0.1 88.9 %;
 * the larger the tolerance, the further the agent's bid may sit above its tactic's target.
 */
export const EFFICIENT_FORM_TOLERANCE = 0.04;

/** Whether a combination has the efficient form: the largest quantity, delivery and payment at an end. */
function efficientForm(at: Combination['at'], domain: Pick<Domain, 'values'>): boolean {
  const [qi, di, pi] = at;
  const { quantity, delivery, payment } = domain.values;
  return (
    qi === quantity.length - 1 &&
    (di === 0 || di === delivery.length - 1) &&
    (pi === 0 || pi === payment.length - 1)
  );
}

/**
 * The offer for `target`: the outcome the model rates highest among those worth at least `target` to
 * the agent (the agent's best outcome when the target is above everything). Exact ties (same own
 * utility, same estimate) are broken by `random`. `undefined`: the agent may offer nothing at all.
 *
 * When that outcome is not in the efficient form but one in that form is rated within
 * `EFFICIENT_FORM_TOLERANCE` of it, the offer is the estimated frontier's point at that outcome's own
 * utility, provided it has the efficient form: still a point of the estimated frontier (the agent
 * never offers what it knows to be dominated), worth more to the agent than the target.
 */
export function bidAtTarget(
  space: BidSpace,
  target: number,
  estimates: Estimates,
  random: Random,
): Outcome | undefined {
  const best = searchAtTarget(space, target, estimates);
  if (!best) return undefined;
  let chosen = best;
  const { efficient } = best;
  if (
    efficient &&
    !space.combinations[best.leader[0]]!.efficient &&
    efficient.estimate >= best.estimate - EFFICIENT_FORM_TOLERANCE
  ) {
    const atEfficient = searchAtTarget(space, efficient.own, estimates);
    // The efficient outcome may be tied exactly with one that is not (an issue the model gives no
    // weight): the tie-break below then picks the efficient one, so a tie is enough here.
    if (atEfficient && hasEfficient(space, atEfficient)) chosen = atEfficient;
  }
  // Exact ties: the seed picks among the leader and the tied outcomes, those in the efficient form
  // when there are any (an issue neither side is known to care about is still best left at an end).
  let [ci, pi] = chosen.leader;
  if (chosen.ties.length > 0) {
    const tied = [chosen.leader, ...pairs(chosen.ties)];
    const efficientTies = tied.filter(([combination]) => space.combinations[combination]!.efficient);
    const pool = efficientTies.length > 0 ? efficientTies : tied;
    if (pool.length > 1) [ci, pi] = pool[Math.floor(random() * pool.length)]!;
    else [ci, pi] = pool[0]!;
  }
  const c = space.combinations[ci]!;
  return { price: space.prices[pi]!, quantity: c.quantity, delivery: c.delivery, payment: c.payment };
}

/** Whether a search's leader or one of the outcomes tied with it has the efficient form. */
function hasEfficient(space: BidSpace, search: Search): boolean {
  if (space.combinations[search.leader[0]]!.efficient) return true;
  for (let index = 0; index < search.ties.length; index += 2) {
    if (space.combinations[search.ties[index]!]!.efficient) return true;
  }
  return false;
}

/** [combination, price] pairs from a flat list. */
function pairs(flat: readonly number[]): (readonly [number, number])[] {
  const result: (readonly [number, number])[] = [];
  for (let index = 0; index < flat.length; index += 2) result.push([flat[index]!, flat[index + 1]!]);
  return result;
}

/** What one search over the bid space found. */
interface Search {
  /** The best outcome's combination and price indices, and both its utilities. */
  leader: readonly [number, number];
  own: number;
  estimate: number;
  /** The outcomes tied with it: combination, price, combination, price… */
  ties: number[];
  /** The best outcome in the efficient form, if any reaches the target. */
  efficient?: { own: number; estimate: number };
}

function searchAtTarget(space: BidSpace, target: number, estimates: Estimates): Search | undefined {
  const { prices, priceUtility, combinations } = space;
  if (prices.length === 0) return undefined;
  const reachable = Math.min(target, space.uMax);
  const rising = priceUtility.at(-1)! >= priceUtility[0]!; // the seller's share rises with the price
  // The leader so far (its combination and price indices, both utilities) and the outcomes tied with it.
  let leaderCombination = -1;
  let leaderPrice = -1;
  let leaderOwn = 0;
  let leaderEstimate = 0;
  let ties: number[] = []; // combination, price, combination, price…
  let efficient: Search['efficient'];
  for (let ci = 0; ci < combinations.length; ci++) {
    const c = combinations[ci]!;
    // The interval of price indices whose share reaches what the combination leaves to reach.
    const boundary = feasibleBoundary(priceUtility, reachable - c.own - EPSILON, rising);
    const from = rising ? boundary : 0;
    const to = rising ? priceUtility.length - 1 : boundary - 1;
    if (from > to) continue;
    // Candidates: the end of the interval that asks least of the opponent (the lowest price for the
    // seller), the least demanding price worth the most to the agent (its share stops rising past its
    // target price), the price the opponent is modelled to want no more than, and the far end. Both
    // utilities are monotone in the price, so one of these is the best; a price beyond the agent's
    // target, worth no more to it, is asked only if the model says the opponent prefers it.
    const modest = rising ? from : to;
    const far = rising ? to : from;
    const saturated = leastDemandingMaximum(priceUtility, from, to, rising);
    // The price the model rates highest that is best for the agent, when it lies in the interval.
    const enough = Math.min(to, Math.max(from, rising ? estimates.topPrice[1] : estimates.topPrice[0]));
    for (let candidate = 0; candidate < 4; candidate++) {
      const pi = candidate === 0 ? modest : candidate === 1 ? saturated : candidate === 2 ? enough : far;
      if (
        (candidate >= 1 && pi === modest) ||
        (candidate >= 2 && pi === saturated) ||
        (candidate === 3 && pi === enough)
      )
        continue;
      const own = priceUtility[pi]! + c.own;
      const estimate = estimates.price[pi]! + estimates.rest[ci]!;
      if (
        c.efficient &&
        (!efficient ||
          estimate > efficient.estimate + EPSILON ||
          (estimate > efficient.estimate - EPSILON && own > efficient.own + EPSILON))
      )
        efficient = { own, estimate };
      if (
        leaderCombination < 0 ||
        estimate > leaderEstimate + EPSILON ||
        (estimate > leaderEstimate - EPSILON && own > leaderOwn + EPSILON)
      ) {
        leaderCombination = ci;
        leaderPrice = pi;
        leaderOwn = own;
        leaderEstimate = estimate;
        if (ties.length > 0) ties = [];
      } else if (estimate > leaderEstimate - EPSILON && own > leaderOwn - EPSILON) {
        ties.push(ci, pi);
      }
    }
  }
  if (leaderCombination < 0) return undefined;
  return {
    leader: [leaderCombination, leaderPrice],
    own: leaderOwn,
    estimate: leaderEstimate,
    ties,
    efficient,
  };
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

/**
 * Where the shares reaching `need` begin (rising shares: the first such index, `length` when none) or
 * end (falling shares: one past the last such index, 0 when none). Binary search: shares are monotone.
 */
function feasibleBoundary(shares: readonly number[], need: number, rising: boolean): number {
  let low = 0;
  let high = shares.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const ok = shares[middle]! >= need;
    if (rising ? ok : !ok) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The agent's own utility at the Nash point estimated with the opponent model: over the bid space,
 * the outcome maximising own utility × the opponent's estimated utility, the estimate rescaled from 0
 * (the least the model rates an outcome the agent would offer, the price at its own target) to 1 (the
 * most). The opponent's true scale (its reservation) is private: this rescaling meets it half way, in
 * the model's own terms. The low end is taken at the own target, not at the bid space's lowest price:
 * that is the price grid's end, which can be the opponent's reservation (issue #32).
 */
export function estimatedNashUtility(space: BidSpace, estimates: Estimates): number {
  const { priceUtility, combinations } = space;
  if (estimates.price.length === 0 || estimates.rest.length === 0) return 0;
  let lowRest = Infinity;
  let highRest = -Infinity;
  for (const rest of estimates.rest) {
    lowRest = Math.min(lowRest, rest);
    highRest = Math.max(highRest, rest);
  }
  let highPrice = -Infinity;
  for (const price of estimates.price) highPrice = Math.max(highPrice, price);
  const low = estimates.priceAtOwnTarget + lowRest;
  const high = highPrice + highRest;
  if (!(high > low)) return 0;
  let bestProduct = 0;
  let bestOwn = 0;
  for (let ci = 0; ci < combinations.length; ci++)
    for (let pi = 0; pi < priceUtility.length; pi++) {
      const own = priceUtility[pi]! + combinations[ci]!.own;
      const product = own * ((estimates.price[pi]! + estimates.rest[ci]! - low) / (high - low));
      if (product > bestProduct) {
        bestProduct = product;
        bestOwn = own;
      }
    }
  return bestOwn;
}
