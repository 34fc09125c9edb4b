import { ISSUES, type Issue, type Outcome, type Scenario } from '@parley/negotiation';
import { formatCount, formatUnitPrice, formatUnits } from './money';

// A deal's terms in a procurement buyer's words and money: what it costs, what it saved, and what each
// side gave up to reach it. Pure functions of the engine's types, shared by the run and the game.

export type Party = 'buyer' | 'seller';

/** An offer someone made, in order (the engine's OfferRecord fits). */
export interface MadeOffer {
  by: Party;
  outcome: Outcome;
}

/** The price of the whole contract: unit price × quantity. */
export const contractValue = (outcome: Outcome) => outcome.price * outcome.quantity;

/** Each issue's term in words: "1,000 units", "$96.00", "delivery in 14 days", "net 30". */
export const TERM_TEXT: Record<Issue, (value: number) => string> = {
  quantity: formatUnits,
  price: formatUnitPrice,
  delivery: (days) => `delivery in ${days} days`,
  payment: (days) => `net ${days}`,
};

/** The order terms are read in: "1,000 units at $96.00, delivery in 14 days, net 30". */
export const TERM_ORDER: readonly Issue[] = ['quantity', 'price', 'delivery', 'payment'];

/** Which way each side wants each issue to go (+1: higher is better). Quantity is shared: both want bulk. */
const PREFERRED_DIRECTION: Record<Party, Record<Issue, 1 | -1>> = {
  buyer: { price: -1, quantity: 1, delivery: -1, payment: 1 },
  seller: { price: 1, quantity: 1, delivery: 1, payment: -1 },
};

/** One term a side gave up: the value it opened with, and the one agreed. */
export interface Concession {
  issue: Issue;
  from: number;
  to: number;
}

/** The terms on which the deal is worse for `party` than its own opening offer. */
export function concessions(party: Party, opening: Outcome, deal: Outcome): Concession[] {
  return ISSUES.filter((issue) => (deal[issue] - opening[issue]) * PREFERRED_DIRECTION[party][issue] < 0).map(
    (issue) => ({ issue, from: opening[issue], to: deal[issue] }),
  );
}

export interface DealMoney {
  contractValue: number;
  /** The seller's first offer (its opening ask), if it made one. */
  openingAsk?: Outcome;
  /** (opening ask's unit price − the deal's) × the deal's quantity. */
  savingsVsOpeningAsk?: number;
  /** (the buyer's reservation price − the deal's) × the deal's quantity: the budget left unspent. */
  savingsVsReservation: number;
  /** What each side gave up against its own opening offer (empty when it made none). */
  gaveUp: Record<Party, Concession[]>;
}

/** The deal's money and trade-offs, from the offers made before it. */
export function dealMoney(scenario: Scenario, offers: readonly MadeOffer[], deal: Outcome): DealMoney {
  const opening = (party: Party) => offers.find((offer) => offer.by === party)?.outcome;
  const openingAsk = opening('seller');
  const buyerOpening = opening('buyer');
  return {
    contractValue: contractValue(deal),
    openingAsk,
    savingsVsOpeningAsk: openingAsk && (openingAsk.price - deal.price) * deal.quantity,
    savingsVsReservation: (scenario.buyer.reservation - deal.price) * deal.quantity,
    gaveUp: {
      buyer: buyerOpening ? concessions('buyer', buyerOpening, deal) : [],
      seller: openingAsk ? concessions('seller', openingAsk, deal) : [],
    },
  };
}

/** "price ($110.00 → $96.00)", "delivery (45 → 14 days)", "quantity (1,000 → 750 units)". */
export function describeConcession({ issue, from, to }: Concession): string {
  switch (issue) {
    case 'price':
      return `price (${formatUnitPrice(from)} → ${formatUnitPrice(to)})`;
    case 'quantity':
      return `quantity (${formatCount(from)} → ${formatUnits(to)})`;
    case 'delivery':
      return `delivery (${from} → ${to} days)`;
    case 'payment':
      return `payment terms (net ${from} → net ${to})`;
  }
}

/** "The seller gave up price ($110.00 → $96.00) and delivery (45 → 14 days)." */
export function describeGaveUp(party: Party, given: readonly Concession[]): string {
  const who = party === 'buyer' ? 'The buyer' : 'The seller';
  if (given.length === 0) return `${who} gave up nothing against its opening offer.`;
  const parts = given.map(describeConcession);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${who} gave up ${list}.`;
}
