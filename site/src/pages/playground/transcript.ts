import { ISSUES, type AclMessage, type Issue, type Outcome } from '@parley/negotiation';
import { contractValue, TERM_ORDER, TERM_TEXT } from './deal';
import { formatAmount } from './money';

// The transcript in sentences a buyer reads ("Seller offers 1,000 units at $96.00, delivery in 14
// days, net 30: $96,000"), each offer's terms marked where they differ from the offer before it.

/** One term of an offer in words, and whether it changed since the previous offer (either side's). */
export interface TermText {
  issue: Issue;
  text: string;
  changed: boolean;
}

export interface TranscriptLine {
  /** Who speaks: "Buyer", "Seller", or the agent's name as the message gives it. */
  who: string;
  /** The sentence before the terms ("offers", "accepts"), or the whole sentence when there are none. */
  lead: string;
  terms: TermText[];
  /** The contract's value for the terms (absent without terms). */
  total?: number;
}

const SPEAKERS: Record<string, string> = { 'buyer-agent': 'Buyer', 'seller-agent': 'Seller', you: 'You' };
export const speakerOf = (sender: string) => SPEAKERS[sender] ?? sender;

/** The deal's terms a message carries, if it carries all of them. */
export function outcomeOf(message: AclMessage): Outcome | undefined {
  const { price, qty, delivery, payment } = message.content;
  if (price === undefined || qty === undefined || delivery === undefined || payment === undefined)
    return undefined;
  return { price, quantity: qty, delivery, payment };
}

/** Every message as a line; `changed` compares each proposal with the proposal before it. */
export function transcriptLines(messages: readonly AclMessage[]): TranscriptLine[] {
  let previous: Outcome | undefined;
  return messages.map((message) => {
    const who = speakerOf(message.sender);
    // "You offer", "Seller offers".
    const verb = (third: string, base: string) => (who === 'You' ? base : third);
    const outcome = outcomeOf(message);
    const terms = (changedFrom?: Outcome): TermText[] =>
      outcome
        ? TERM_ORDER.map((issue) => ({
            issue,
            text: TERM_TEXT[issue](outcome[issue]),
            changed: changedFrom !== undefined && changedFrom[issue] !== outcome[issue],
          }))
        : [];
    const withTerms = (lead: string, changedFrom?: Outcome): TranscriptLine => ({
      who,
      lead,
      terms: terms(changedFrom),
      total: outcome && contractValue(outcome),
    });
    switch (message.performative) {
      case 'cfp':
        return { who, lead: `${verb('calls', 'call')} for proposals: ${message.content.item}.`, terms: [] };
      case 'propose': {
        const line = withTerms(
          previous ? verb('counters with', 'counter with') : verb('offers', 'offer'),
          previous,
        );
        previous = outcome ?? previous;
        return line;
      }
      case 'accept-proposal':
        return withTerms(verb('accepts', 'accept'));
      case 'reject-proposal':
        return withTerms(`${verb('rejects', 'reject')} the last offer as the deadline passes:`);
      case 'inform':
        return { who, lead: informText(message), terms: [] };
    }
  });
}

function informText(message: AclMessage): string {
  const outcome = outcomeOf(message);
  switch (message.content.result) {
    case 'agreement':
      return outcome ? `confirms the deal: ${formatAmount(contractValue(outcome))}.` : 'confirms the deal.';
    case 'deadline':
      return 'reports that the deadline passed without a deal.';
    case 'no-zone-of-agreement':
      return 'reports no deal: the seller’s lowest acceptable price is above the buyer’s highest.';
    case 'declined':
      return 'closes this thread: the buyer made its deal with another supplier.';
    default:
      return 'informs.';
  }
}

/** The whole line as plain text (what a screen reader and a test read). */
export function lineText(line: TranscriptLine): string {
  if (line.terms.length === 0) return `${line.who} ${line.lead}`;
  const byIssue = Object.fromEntries(line.terms.map((term) => [term.issue, term.text])) as Record<
    Issue,
    string
  >;
  const total = line.total === undefined ? '' : `: ${formatAmount(line.total)}`;
  return `${line.who} ${line.lead} ${byIssue.quantity} at ${byIssue.price}, ${byIssue.delivery}, ${byIssue.payment}${total}`;
}

/** The issues a line marks as changed. */
export const changedIssues = (line: TranscriptLine): Issue[] =>
  ISSUES.filter((issue) => line.terms.some((term) => term.issue === issue && term.changed));
