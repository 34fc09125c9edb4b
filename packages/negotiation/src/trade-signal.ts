import type { BidSpace } from './bidding';
import { position, type Domain } from './domain';
import type { Issue, Outcome } from './scenario';

// EXPERIMENT (issue #32): bids that tell the opponent what each issue is worth in money.
//
// Sender: a trade bid keeps the utility of the agent's previous bid but flips one issue (delivery or
// payment, at an end of its range) to its other end and moves the price to make up the difference,
// so the price's move is what that issue's whole range is worth to the agent in currency.
// Reader: two consecutive opponent bids where only one such issue and the price changed, in opposite
// directions of benefit to the opponent, read as such a trade: the issue's money value is the price's
// move over the issue's move (as a share of its range).

export const TRADE_ISSUES = ['delivery', 'payment'] as const satisfies readonly Issue[];

/** The agent's trade bid from `previous` on `issue`, or undefined when the price cannot make it up. */
export function tradeBid(
  space: BidSpace,
  domain: Domain,
  previous: Outcome,
  issue: (typeof TRADE_ISSUES)[number],
  tolerance: number,
  all?: Outcome[],
): Outcome | undefined {
  const { parts, prices, priceUtility } = space;
  const own = space.prefs.utility(previous);
  // The other values of the issue, the furthest first (a larger move reads more exactly).
  const others = domain.values[issue]
    .filter((value) => value !== previous[issue])
    .sort((a, b) => Math.abs(b - previous[issue]) - Math.abs(a - previous[issue]));
  for (const value of others) {
    const moved = { ...previous, [issue]: value };
    const rest = parts.quantity(moved.quantity) + parts.delivery(moved.delivery) + parts.payment(moved.payment);
    let best = -1;
    for (let index = 0; index < prices.length; index++)
      if (best < 0 || Math.abs(priceUtility[index]! + rest - own) < Math.abs(priceUtility[best]! + rest - own))
        best = index;
    if (best < 0 || Math.abs(priceUtility[best]! + rest - own) > tolerance) continue;
    if (prices[best] === previous.price) continue;
    if (!all) return { ...moved, price: prices[best]! };
    all.push({ ...moved, price: prices[best]! });
  }
  return all?.[0];
}

/** The money value (currency per issue range) a pair of opponent bids reveals, if it is a trade. */
export function revealedTrade(
  domain: Domain,
  directions: Record<Issue, number>,
  before: Outcome,
  after: Outcome,
): { issue: Issue; money: number } | undefined {
  if (before.quantity !== after.quantity || before.price === after.price) return undefined;
  const moved = TRADE_ISSUES.filter((issue) => before[issue] !== after[issue]);
  if (moved.length !== 1) return undefined;
  const issue = moved[0]!;
  const step = position(domain, issue, after[issue]) - position(domain, issue, before[issue]);
  const priceBenefit = Math.sign(after.price - before.price) * directions.price;
  const issueBenefit = Math.sign(step) * directions[issue];
  if (priceBenefit === 0 || issueBenefit === 0 || priceBenefit === issueBenefit) return undefined;
  return { issue, money: Math.abs(after.price - before.price) / Math.abs(step) };
}
