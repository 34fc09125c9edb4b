import { EXAMPLE_SCENARIO, type AclMessage, type Outcome } from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import { concessions, dealMoney, describeGaveUp, type MadeOffer } from './deal';
import { formatAmount, formatUnitPrice, formatUnits } from './money';
import { changedIssues, lineText, transcriptLines } from './transcript';

// A hand-made exchange, every figure below worked out by hand.
const ask: Outcome = { price: 110, quantity: 1000, delivery: 45, payment: 0 };
const bid: Outcome = { price: 80, quantity: 1000, delivery: 7, payment: 60 };
const counter: Outcome = { price: 96, quantity: 1000, delivery: 14, payment: 30 };
const offers: MadeOffer[] = [
  { by: 'seller', outcome: ask },
  { by: 'buyer', outcome: bid },
  { by: 'seller', outcome: counter },
];
const scenario = { ...EXAMPLE_SCENARIO, buyer: { ...EXAMPLE_SCENARIO.buyer, reservation: 100 } };

describe('money formatting', () => {
  it('writes US dollars and counts in one style', () => {
    expect(formatUnitPrice(96)).toBe('$96.00');
    expect(formatUnitPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatAmount(96_000)).toBe('$96,000');
    expect(formatAmount(22_642.5)).toBe('$22,642.50');
    expect(formatAmount(-2000)).toBe('-$2,000');
    expect(formatAmount(-0)).toBe('$0');
    expect(formatUnits(1000)).toBe('1,000 units');
    expect(formatUnits(1)).toBe('1 unit');
  });
});

describe('dealMoney', () => {
  it('prices the contract and its savings against the opening ask and the reservation', () => {
    const money = dealMoney(scenario, offers, counter);
    expect(money.contractValue).toBe(96_000); // 1,000 × $96
    expect(money.openingAsk).toEqual(ask);
    expect(money.savingsVsOpeningAsk).toBe(14_000); // ($110 − $96) × 1,000
    expect(money.savingsVsReservation).toBe(4_000); // ($100 − $96) × 1,000
  });

  it('says what each side gave up against its own opening offer', () => {
    const { gaveUp } = dealMoney(scenario, offers, counter);
    expect(gaveUp.seller).toEqual([
      { issue: 'price', from: 110, to: 96 },
      { issue: 'delivery', from: 45, to: 14 },
      { issue: 'payment', from: 0, to: 30 },
    ]);
    expect(gaveUp.buyer).toEqual([
      { issue: 'price', from: 80, to: 96 },
      { issue: 'delivery', from: 7, to: 14 },
      { issue: 'payment', from: 60, to: 30 },
    ]);
    expect(describeGaveUp('seller', gaveUp.seller)).toBe(
      'The seller gave up price ($110.00 → $96.00), delivery (45 → 14 days) and payment terms (net 0 → net 30).',
    );
  });

  it('counts a smaller quantity as given up by both sides (both want bulk), a better term by neither', () => {
    const smaller = { ...counter, quantity: 750 };
    expect(concessions('buyer', counter, smaller)).toEqual([{ issue: 'quantity', from: 1000, to: 750 }]);
    expect(concessions('seller', counter, smaller)).toEqual([{ issue: 'quantity', from: 1000, to: 750 }]);
    expect(concessions('buyer', counter, { ...counter, price: 90 })).toEqual([]);
    expect(describeGaveUp('buyer', [])).toBe('The buyer gave up nothing against its opening offer.');
  });

  it('has no saving against an opening ask when the seller made no offer, and a negative one above it', () => {
    expect(dealMoney(scenario, [{ by: 'buyer', outcome: bid }], bid).savingsVsOpeningAsk).toBeUndefined();
    const above = { ...ask, price: 112 };
    expect(dealMoney(scenario, offers, above).savingsVsOpeningAsk).toBe(-2000); // ($110 − $112) × 1,000
  });
});

const message = (
  performative: AclMessage['performative'],
  sender: string,
  outcome?: Outcome,
  result?: 'agreement' | 'deadline',
): AclMessage => ({
  performative,
  sender,
  receiver: sender === 'buyer-agent' ? 'seller-agent' : 'buyer-agent',
  content: {
    item: 'Industrial sensors',
    ...(outcome && {
      price: outcome.price,
      qty: outcome.quantity,
      delivery: outcome.delivery,
      payment: outcome.payment,
    }),
    ...(result && { result }),
  },
  conversation_id: 'neg-1',
  reply_with: `m-${performative}-${sender}-${outcome?.price ?? 0}`,
  round: 0,
});

describe('transcriptLines', () => {
  const lines = transcriptLines([
    message('cfp', 'buyer-agent'),
    message('propose', 'seller-agent', ask),
    message('propose', 'buyer-agent', bid),
    message('propose', 'seller-agent', counter),
    message('accept-proposal', 'buyer-agent', counter),
    message('inform', 'seller-agent', counter, 'agreement'),
  ]);

  it('reads each message as a sentence with the contract’s value', () => {
    expect(lines.map(lineText)).toEqual([
      'Buyer calls for proposals: Industrial sensors.',
      'Seller offers 1,000 units at $110.00, delivery in 45 days, net 0: $110,000',
      'Buyer counters with 1,000 units at $80.00, delivery in 7 days, net 60: $80,000',
      'Seller counters with 1,000 units at $96.00, delivery in 14 days, net 30: $96,000',
      'Buyer accepts 1,000 units at $96.00, delivery in 14 days, net 30: $96,000',
      'Seller confirms the deal: $96,000.',
    ]);
  });

  it('marks what changed since the previous offer, and nothing in the opening one', () => {
    expect(lines.map(changedIssues)).toEqual([
      [],
      [],
      ['price', 'delivery', 'payment'],
      ['price', 'delivery', 'payment'],
      [],
      [],
    ]);
    const sameBut = transcriptLines([
      message('propose', 'seller-agent', ask),
      message('propose', 'buyer-agent', { ...ask, quantity: 750 }),
    ]);
    expect(changedIssues(sameBut[1]!)).toEqual(['quantity']);
  });

  it('speaks to the visitor in the second person', () => {
    const [call, offer] = transcriptLines([message('cfp', 'you'), message('propose', 'you', bid)]);
    expect(lineText(call!)).toBe('You call for proposals: Industrial sensors.');
    expect(lineText(offer!)).toBe('You offer 1,000 units at $80.00, delivery in 7 days, net 60: $80,000');
  });

  it('words the endings without a deal', () => {
    const [deadline] = transcriptLines([message('inform', 'buyer-agent', undefined, 'deadline')]);
    expect(lineText(deadline!)).toBe('Buyer reports that the deadline passed without a deal.');
    const [rejected] = transcriptLines([message('reject-proposal', 'buyer-agent', counter)]);
    expect(lineText(rejected!)).toBe(
      'Buyer rejects the last offer as the deadline passes: 1,000 units at $96.00, delivery in 14 days, net 30: $96,000',
    );
  });
});
