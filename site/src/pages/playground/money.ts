// The playground's one place for money and counts: US dollars and en-US digits, the same on the
// server and in the browser (Intl with a fixed locale, never the visitor's, so hydration matches).

const UNIT_PRICE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

// Rounding to cents first keeps 0.1 + 0.2 and -0 out of the figures.
const cents = (value: number) => Math.round(value * 100) / 100 || 0;

/** A unit price, always with cents: "$96.00". */
export const formatUnitPrice = (value: number) => UNIT_PRICE.format(cents(value));

/** An amount (a contract's value, a saving): cents only when there are some: "$96,000", "$22,642.50". */
export function formatAmount(value: number): string {
  const rounded = cents(value);
  return Number.isInteger(rounded) ? WHOLE_DOLLARS.format(rounded) : UNIT_PRICE.format(rounded);
}

/** A count: "1,000". */
export const formatCount = (count: number) => COUNT.format(count);

/** A count of units: "1,000 units", "1 unit". */
export const formatUnits = (count: number) => `${formatCount(count)} ${count === 1 ? 'unit' : 'units'}`;
