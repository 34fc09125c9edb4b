import {
  STRATEGY_LABELS,
  type MultiSupplierRun,
  type Supplier,
  type ThreadResult,
} from '@parley/negotiation';
import { contractValue, TERM_TEXT } from './deal';
import { formatAmount, formatUnitPrice } from './money';
import { lineText, transcriptLines } from './transcript';

// One buyer, several suppliers, in a buyer's words: each thread as sentences with money, its result,
// and the winner. Pure functions of the engine's run, so the server and the browser render the same.

export interface ThreadView {
  supplier: string;
  /** "Conceder, reservation $88.00 a unit". */
  about: string;
  result: ThreadResult;
  resultText: string;
  /** The buyer's utility of the supplier's standing offer, in words; undefined when it had none. */
  standingText?: string;
  /** Every message of the thread as a sentence, suppliers called by their names. */
  lines: string[];
}

export interface MultiSupplierView {
  threads: ThreadView[];
  /** "Supplier A wins: 750 units at $90.00, delivery in 7 days, net 60: $67,500 (round 12 of 20)." */
  headline: string;
  explanation: string;
}

const RESULT_TEXT: Record<ThreadResult, string> = {
  agreement: 'Deal',
  declined: 'Declined: the buyer took another offer',
  deadline: 'No deal by the deadline',
  'no-zone-of-agreement': 'No deal possible: limits do not overlap',
};

const pct = (value: number) => `${(value * 100).toFixed(0)}%`;

function aboutSupplier(supplier: Supplier): string {
  return `${STRATEGY_LABELS[supplier.strategy]}, reservation ${formatUnitPrice(supplier.reservation)} a unit`;
}

export function multiSupplierView(run: MultiSupplierRun): MultiSupplierView {
  const threads = run.threads.map((thread, index): ThreadView => {
    const supplier = run.scenario.suppliers[index]!;
    // The thread's supplier agent is its receiver of the buyer's call for proposals.
    const agent = thread.messages[0]?.receiver;
    // A declined thread ends with the buyer's reject-proposal, then the engine's inform "declined":
    // the rejection is not the deadline's (as the transcript words a reject-proposal), so say why.
    const declined = thread.result === 'declined';
    const lines = transcriptLines(thread.messages).map((line, at) => {
      const performative = thread.messages[at]!.performative;
      const lead =
        declined && performative === 'reject-proposal'
          ? 'rejects the last offer, having made its deal with another supplier:'
          : line.lead;
      return lineText({ ...line, lead, who: line.who === agent ? thread.supplier : line.who });
    });
    return {
      supplier: thread.supplier,
      about: aboutSupplier(supplier),
      result: thread.result,
      resultText: RESULT_TEXT[thread.result],
      ...(thread.standing !== undefined && {
        standingText: `Its last acceptable offer was worth ${pct(thread.standing)} to the buyer.`,
      }),
      lines,
    };
  });
  const { winner } = run;
  const headline = winner
    ? `${winner.supplier} wins: ${TERM_TEXT.quantity(winner.outcome.quantity)} at ${formatUnitPrice(winner.outcome.price)}, ${TERM_TEXT.delivery(winner.outcome.delivery)}, ${TERM_TEXT.payment(winner.outcome.payment)}: ${formatAmount(contractValue(winner.outcome))} (round ${winner.round} of ${run.scenario.deadline}).`
    : 'No deal with any supplier.';
  return { threads, headline, explanation: run.explanation };
}
