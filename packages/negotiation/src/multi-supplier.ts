import { BoaAgent } from './agent';
import { bidSpaceOf } from './bidding';
import { domainOf } from './domain';
import type { AclMessage } from './fipa';
import type { OfferRecord } from './mechanism';
import { seededRandom } from './random';
import {
  EXAMPLE_SCENARIO,
  ITEMS,
  MAX_ROUNDS,
  priceGrid,
  sideSchema,
  type Outcome,
  type Scenario,
  type Side,
} from './scenario';
import { partsOf } from './strategies';
import { AclThread } from './thread';
import { preferencesOf } from './utility';
import { z } from './zod';

// One buyer, several suppliers: the buyer negotiates with each supplier in its own thread (alternating
// offers, the same rounds and one deadline for all). Its outside option in every thread is the best
// offer standing in any thread: it never bids below it, and accepts only the best standing offer. At
// most one deal is made: when it is, every other thread is declined.

export const MIN_SUPPLIERS = 2;
export const MAX_SUPPLIERS = 5;
const SUPPLIER_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

export const supplierSchema = z.extend(sideSchema, {
  /** How the supplier is called in the result ("Supplier A" when not given). */
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
});

export const multiSupplierScenarioSchema = z
  .object({
    item: z.enum(ITEMS),
    deadline: z.number().check(z.int(), z.gte(2), z.lte(MAX_ROUNDS)),
    buyer: sideSchema,
    suppliers: z.array(supplierSchema).check(z.minLength(MIN_SUPPLIERS), z.maxLength(MAX_SUPPLIERS)),
  })
  .check(
    z.refine((s) => s.buyer.target <= s.buyer.reservation, {
      message: "The buyer's target must not be above its reservation price.",
      path: ['buyer', 'target'],
    }),
    z.superRefine((s, ctx) => {
      s.suppliers.forEach((supplier, index) => {
        if (supplier.target < supplier.reservation)
          ctx.issues.push({
            code: 'custom',
            input: supplier.target,
            message: "The supplier's target must not be below its reservation price.",
            path: ['suppliers', index, 'target'],
          });
      });
      const names = s.suppliers.map((supplier, index) => supplierName(supplier, index));
      names.forEach((name, index) => {
        if (names.indexOf(name) !== index)
          ctx.issues.push({
            code: 'custom',
            input: name,
            message: 'Two suppliers have the same name.',
            path: ['suppliers', index, 'name'],
          });
      });
    }),
  );
export type MultiSupplierScenario = z.infer<typeof multiSupplierScenarioSchema>;
export type Supplier = z.infer<typeof supplierSchema>;

export type ThreadResult = 'agreement' | 'declined' | 'deadline' | 'no-zone-of-agreement';

export interface SupplierThread {
  supplier: string;
  /** This thread's transcript (its own conversation id). */
  messages: AclMessage[];
  offers: OfferRecord[];
  result: ThreadResult;
  /** The buyer's utility of this supplier's last offer within the buyer's reservation (its standing offer). */
  standing?: number;
}

export interface MultiSupplierRun {
  scenario: MultiSupplierScenario;
  seed: number;
  threads: SupplierThread[];
  winner?: { supplier: string; outcome: Outcome; buyer: number; seller: number; round: number };
  /** Who won and why, in words. */
  explanation: string;
}

/** The playground's example buyer with three suppliers: each has its own limits, priorities and strategy. */
export const EXAMPLE_MULTI_SUPPLIER_SCENARIO: MultiSupplierScenario = {
  item: EXAMPLE_SCENARIO.item,
  deadline: EXAMPLE_SCENARIO.deadline,
  buyer: EXAMPLE_SCENARIO.buyer,
  suppliers: [
    { ...EXAMPLE_SCENARIO.seller, name: 'Supplier A' },
    {
      name: 'Supplier B',
      reservation: 85,
      target: 104,
      weights: { price: 4, quantity: 2, delivery: 3, payment: 1 },
      strategy: 'boulware',
    },
    {
      name: 'Supplier C',
      reservation: 91,
      target: 118,
      weights: { price: 6, quantity: 1, delivery: 1, payment: 2 },
      strategy: 'adaptive',
    },
  ],
};

const supplierName = (supplier: Supplier, index: number) =>
  supplier.name ?? `Supplier ${SUPPLIER_LETTERS[index]}`;
const BUYER = 'buyer-agent';
const agentName = (index: number) => `supplier-${SUPPLIER_LETTERS[index]!.toLowerCase()}-agent`;

/** The bilateral setting of one thread: the price grid spans the buyer's and that supplier's prices. */
function threadScenario(scenario: MultiSupplierScenario, supplier: Side): Scenario {
  return { item: scenario.item, deadline: scenario.deadline, buyer: scenario.buyer, seller: supplier };
}

interface Live {
  name: string;
  index: number;
  thread: AclThread;
  offers: OfferRecord[];
  buyer: BoaAgent;
  supplier: BoaAgent;
  /** The offer on the table in this thread and who made it. */
  onTable?: { by: 'buyer' | 'seller'; outcome: Outcome };
  result?: ThreadResult;
}

/** Runs the negotiations. The same scenario and seed always give the same transcripts. */
export function runMultiSupplier(input: MultiSupplierScenario, seed: number): MultiSupplierRun {
  const scenario = multiSupplierScenarioSchema.parse(input);
  const buyerPrefs = preferencesOf('buyer', scenario.buyer);
  const live: Live[] = scenario.suppliers.map((supplier, index) => {
    const bilateral = threadScenario(scenario, supplier);
    const domain = domainOf(priceGrid(bilateral));
    const stream = (salt: number) => seededRandom((seed ^ Math.imul(index + 1, 0x9e3779b1) ^ salt) >>> 0);
    const thread = new AclThread(
      `neg-${(seed >>> 0).toString(16).padStart(8, '0')}-${SUPPLIER_LETTERS[index]!.toLowerCase()}`,
      scenario.item,
    );
    thread.cfp(BUYER, agentName(index));
    return {
      name: supplierName(supplier, index),
      index,
      thread,
      offers: [],
      buyer: new BoaAgent(
        bidSpaceOf('buyer', scenario.buyer, domain),
        domain,
        partsOf(scenario.buyer),
        scenario.deadline,
        stream(0x85ebca6b),
      ),
      supplier: new BoaAgent(
        bidSpaceOf('seller', supplier, domain),
        domain,
        partsOf(supplier),
        scenario.deadline,
        stream(0xc2b2ae35),
      ),
    };
  });
  const open = () => live.filter((l) => !l.result);
  const sellerUtility = (l: Live, outcome: Outcome) => l.supplier.prefs.utility(outcome);
  /** The supplier offers standing for the buyer (within its reservation), best first. */
  const standing = () =>
    open()
      .filter((l) => l.onTable?.by === 'seller' && buyerPrefs.acceptable(l.onTable.outcome))
      .map((l) => ({ live: l, utility: buyerPrefs.utility(l.onTable!.outcome) }))
      .sort((a, b) => b.utility - a.utility || a.live.index - b.live.index);
  const say = (
    l: Live,
    performative: 'propose' | 'accept-proposal' | 'reject-proposal',
    by: 'buyer' | 'seller',
    outcome: Outcome,
    round: number,
  ) =>
    l.thread.offer(
      performative,
      by === 'buyer' ? BUYER : agentName(l.index),
      by === 'buyer' ? agentName(l.index) : BUYER,
      outcome,
      round,
    );

  let winner: MultiSupplierRun['winner'];
  let outsideOptions: { name: string; utility: number }[] = [];
  /** Closes the deal with `l`; `standingThen`: the offers standing when the deal was accepted. */
  const close = (l: Live, outcome: Outcome, round: number, standingThen = standing()) => {
    outsideOptions = standingThen
      .filter((s) => s.live !== l)
      .map((s) => ({ name: s.live.name, utility: s.utility }));
    winner = {
      supplier: l.name,
      outcome,
      buyer: buyerPrefs.utility(outcome),
      seller: sellerUtility(l, outcome),
      round,
    };
    l.result = 'agreement';
    l.thread.inform('agreement', outcome);
    for (const other of open()) {
      other.result = 'declined';
      if (other.onTable)
        say(
          other,
          'reject-proposal',
          other.onTable.by === 'buyer' ? 'seller' : 'buyer',
          other.onTable.outcome,
          round,
        );
      other.thread.inform('declined');
    }
  };

  for (let round = 1; round <= scenario.deadline && !winner; round++) {
    if (round % 2 === 1) {
      // The suppliers' turn: each accepts the buyer's bid in its thread or counters. When several
      // would accept, only the bid best for the buyer is accepted (its bids bind for one deal only).
      // The buyer's bids were made against the offers standing now; counters of this round come after.
      const standingThen = standing();
      const decisions = open().map((l) => {
        if (l.onTable) l.supplier.receive(l.onTable.outcome, round);
        const counter = l.supplier.bid(round);
        return { live: l, counter, accepts: !!l.onTable && l.supplier.acceptsLast(round, counter) };
      });
      const best = decisions
        .filter((d) => d.accepts)
        .sort(
          (a, b) => buyerPrefs.utility(b.live.onTable!.outcome) - buyerPrefs.utility(a.live.onTable!.outcome),
        )[0];
      if (best) {
        say(best.live, 'accept-proposal', 'seller', best.live.onTable!.outcome, round);
        close(best.live, best.live.onTable!.outcome, round, standingThen);
        break;
      }
      for (const { live: l, counter } of decisions) {
        if (!counter) {
          l.result = l.onTable ? 'deadline' : 'no-zone-of-agreement';
          if (l.onTable) say(l, 'reject-proposal', 'seller', l.onTable.outcome, round);
          l.thread.inform(l.result === 'deadline' ? 'deadline' : 'no-zone-of-agreement');
          continue;
        }
        l.supplier.sent(counter);
        l.onTable = { by: 'seller', outcome: counter };
        l.offers.push({
          round,
          by: 'seller',
          outcome: counter,
          buyer: buyerPrefs.utility(counter),
          seller: sellerUtility(l, counter),
        });
        say(l, 'propose', 'seller', counter, round);
      }
    } else {
      // The buyer's turn: it learns from every thread, then accepts the best standing offer if its
      // acceptance condition there holds, or counters in every thread, never below that offer.
      for (const l of open()) if (l.onTable?.by === 'seller') l.buyer.receive(l.onTable.outcome, round);
      const outside = standing()[0];
      const bids = new Map(open().map((l) => [l, l.buyer.bid(round, outside?.utility ?? 0)] as const));
      if (outside && outside.live.buyer.acceptsLast(round, bids.get(outside.live))) {
        say(outside.live, 'accept-proposal', 'buyer', outside.live.onTable!.outcome, round);
        close(outside.live, outside.live.onTable!.outcome, round);
        break;
      }
      for (const l of open()) {
        const bid = bids.get(l);
        if (!bid) {
          l.result = 'no-zone-of-agreement';
          l.thread.inform('no-zone-of-agreement');
          continue;
        }
        l.buyer.sent(bid);
        l.onTable = { by: 'buyer', outcome: bid };
        l.offers.push({
          round,
          by: 'buyer',
          outcome: bid,
          buyer: buyerPrefs.utility(bid),
          seller: sellerUtility(l, bid),
        });
        say(l, 'propose', 'buyer', bid, round);
      }
    }
  }

  // The deadline: the last offers are answered (the buyer takes the best standing one, if any is
  // acceptable to it; suppliers answer the buyer's last bids, and the buyer closes with the best).
  if (!winner) {
    const final = scenario.deadline % 2 === 1 ? 'buyer' : 'seller'; // who answers the last offers
    if (final === 'buyer') {
      for (const l of open())
        if (l.onTable?.by === 'seller') l.buyer.receive(l.onTable.outcome, scenario.deadline);
      const outside = standing()[0];
      if (outside && outside.live.buyer.acceptsLast(scenario.deadline, undefined)) {
        say(outside.live, 'accept-proposal', 'buyer', outside.live.onTable!.outcome, scenario.deadline);
        close(outside.live, outside.live.onTable!.outcome, scenario.deadline);
      }
    } else {
      const standingThen = standing();
      const accepted = open().filter((l) => {
        if (l.onTable?.by !== 'buyer') return false;
        l.supplier.receive(l.onTable.outcome, scenario.deadline);
        return l.supplier.acceptsLast(scenario.deadline, undefined);
      });
      const best = accepted.sort(
        (a, b) => buyerPrefs.utility(b.onTable!.outcome) - buyerPrefs.utility(a.onTable!.outcome),
      )[0];
      if (best) {
        say(best, 'accept-proposal', 'seller', best.onTable!.outcome, scenario.deadline);
        close(best, best.onTable!.outcome, scenario.deadline, standingThen);
      }
    }
    for (const l of open()) {
      l.result = 'deadline';
      if (l.onTable)
        say(
          l,
          'reject-proposal',
          l.onTable.by === 'buyer' ? 'seller' : 'buyer',
          l.onTable.outcome,
          scenario.deadline,
        );
      l.thread.inform('deadline');
    }
  }

  const threads = live.map((l) => {
    const last = [...l.offers].reverse().find((o) => o.by === 'seller' && buyerPrefs.acceptable(o.outcome));
    return {
      supplier: l.name,
      messages: l.thread.messages,
      offers: l.offers,
      result: l.result!,
      ...(last ? { standing: last.buyer } : {}),
    };
  });
  return { scenario, seed, threads, winner, explanation: explain(winner, outsideOptions, threads) };
}

const two = (value: number) => value.toFixed(2);

function explain(
  winner: MultiSupplierRun['winner'],
  outsideOptions: { name: string; utility: number }[],
  threads: SupplierThread[],
): string {
  if (!winner) return 'No deal: no supplier made an offer the buyer would accept before the deadline.';
  const declined = threads.filter((t) => t.supplier !== winner.supplier).map((t) => t.supplier);
  const against = outsideOptions.length
    ? `, against ${outsideOptions.map((o) => `${two(o.utility)} (${o.name})`).join(', ')}`
    : ', and no other supplier had an acceptable offer standing';
  return `${winner.supplier}: highest utility for the buyer, ${two(winner.buyer)}${against}; ${joinNames(declined)} ${declined.length === 1 ? 'was' : 'were'} declined.`;
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
