import { DELIVERY_DAYS, ISSUES, PAYMENT_DAYS, QUANTITIES, type Issue, type Outcome } from './scenario';

// The negotiation domain as the agents see it: every issue is ordered (a number on a scale), each with
// the values on offer. Prices come from the scenario's grid; the other issues are fixed.

export interface Domain {
  values: Record<Issue, readonly number[]>;
  /** Each issue's lowest and highest value, to put values of different issues on one 0..1 scale. */
  range: Record<Issue, readonly [number, number]>;
}

export function domainOf(prices: readonly number[]): Domain {
  const values: Record<Issue, readonly number[]> = {
    price: prices,
    quantity: QUANTITIES,
    delivery: DELIVERY_DAYS,
    payment: PAYMENT_DAYS,
  };
  const range = Object.fromEntries(
    ISSUES.map((issue) => [issue, [Math.min(...values[issue]), Math.max(...values[issue])] as const]),
  ) as Record<Issue, readonly [number, number]>;
  return { values, range };
}

/** Where a value sits in its issue's range: 0 at the lowest, 1 at the highest (0.5 when the range is one value). */
export function position(domain: Domain, issue: Issue, value: number): number {
  const [low, high] = domain.range[issue];
  return high === low ? 0.5 : (value - low) / (high - low);
}

/** The value at a position of an issue's range (the inverse of `position`), clamped to the range. */
export function valueAt(domain: Domain, issue: Issue, at: number): number {
  const [low, high] = domain.range[issue];
  return low + Math.min(1, Math.max(0, at)) * (high - low);
}

export const sameOutcome = (a: Outcome, b: Outcome) => ISSUES.every((issue) => a[issue] === b[issue]);
