import type { NegotiationRun, Outcome, ScoredOutcome } from '@parley/negotiation';
import { contractValue, TERM_TEXT } from './deal';
import { formatAmount } from './money';

// What Raiffa's post-settlement step did to a run's deal, in a buyer's sentences and money (the run
// has `postSettlement` only when the visitor asked for the step and a deal was reached).

const pct = (value: number) => `${(value * 100).toFixed(0)}%`;

/** "1,000 units at $96.00, delivery in 7 days, net 60: $96,000". */
const termsText = ({ quantity, price, delivery, payment }: Outcome) =>
  `${TERM_TEXT.quantity(quantity)} at ${TERM_TEXT.price(price)}, ${TERM_TEXT.delivery(delivery)}, ${TERM_TEXT.payment(payment)}: ${formatAmount(price * quantity)}`;

const utilities = (from: ScoredOutcome, to: ScoredOutcome) =>
  `Buyer utility ${pct(from.buyer)} → ${pct(to.buyer)}, seller utility ${pct(from.seller)} → ${pct(to.seller)}.`;

/** The step's result in sentences (undefined: the run has no post-settlement step). */
export function postSettlementSentences(run: NegotiationRun): string[] | undefined {
  const step = run.postSettlement;
  if (!step) return undefined;
  const { deal, proposal, consent, settled } = step;
  if (!proposal)
    return [
      `Agreed at ${termsText(deal.outcome)}.`,
      'Post-settlement found nothing better for one side without being worse for the other: the deal stands.',
    ];
  if (!(consent.buyer && consent.seller)) {
    const refusers = [!consent.buyer && 'buyer', !consent.seller && 'seller'].filter(Boolean).join(' and ');
    return [
      `Agreed at ${termsText(deal.outcome)}.`,
      `The mediator proposed ${termsText(proposal.outcome)}; the ${refusers} refused, so the deal stands.`,
    ];
  }
  const saved = contractValue(deal.outcome) - contractValue(settled.outcome);
  return [
    `Agreed at ${termsText(deal.outcome)} → improved for both after post-settlement to ${termsText(settled.outcome)}.`,
    utilities(deal, settled),
    saved > 0
      ? `The buyer pays ${formatAmount(saved)} less for the contract.`
      : saved < 0
        ? `The buyer pays ${formatAmount(-saved)} more for the contract, for terms it values more.`
        : 'The contract costs the same; the other terms changed.',
  ];
}
