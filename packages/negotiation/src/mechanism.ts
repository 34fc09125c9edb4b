import type { AclMessage } from './fipa';
import { agreementZone, distance, nashPoint, paretoFrontier, type ScoredOutcome } from './metrics';
import { outcomeSpace, priceGrid, type Outcome, type Scenario } from './scenario';
import { Agent, candidatesOf, type Candidate, type History } from './strategies';
import { preferencesOf, type Role } from './utility';

// The mechanism: alternating offers with a deadline. The buyer calls for proposals (round 0); from
// round 1 the seller and the buyer take turns, one message each round: accept the offer on the table,
// or reject it with a counter-offer. No offer is made after the deadline round: the last offer is
// answered (accepted or rejected) and the negotiation ends.

export type Result = 'agreement' | 'deadline' | 'no-zone-of-agreement';

export interface OfferRecord {
  round: number;
  by: Role;
  outcome: Outcome;
  buyer: number;
  seller: number;
}

export interface NegotiationRun {
  scenario: Scenario;
  seed: number;
  messages: AclMessage[];
  offers: OfferRecord[];
  result: Result;
  /** The deal, the round it was accepted in, and each side's utility. */
  agreement?: ScoredOutcome & { round: number };
  /** What the outcome space allowed: its Pareto frontier and Nash point (undefined: no zone of agreement). */
  frontier: ScoredOutcome[];
  nash?: ScoredOutcome;
  distanceToNash?: number;
}

/** The precomputed parts of a scenario, shared by every run on it (a tournament runs many). */
export interface Arena {
  scenario: Scenario;
  space: Outcome[];
  priceRange: readonly [number, number];
  frontier: ScoredOutcome[];
  nash?: ScoredOutcome;
  /** Each side's acceptable outcomes by its utility (they do not depend on the strategies). */
  candidates: Record<Role, Candidate[]>;
}

export function arenaOf(scenario: Scenario): Arena {
  const space = outcomeSpace(scenario);
  const prices = priceGrid(scenario);
  const buyer = preferencesOf('buyer', scenario.buyer);
  const seller = preferencesOf('seller', scenario.seller);
  const frontier = paretoFrontier(agreementZone(space, buyer, seller));
  return {
    scenario,
    space,
    priceRange: [prices[0]!, prices.at(-1)!],
    frontier,
    nash: nashPoint(frontier),
    candidates: { buyer: candidatesOf(buyer, space), seller: candidatesOf(seller, space) },
  };
}

const AGENT_NAMES = { buyer: 'buyer-agent', seller: 'seller-agent' } as const;
const other = (role: Role): Role => (role === 'buyer' ? 'seller' : 'buyer');

/** Runs one negotiation. The same scenario and seed always give the same transcript. */
export function negotiate(
  scenario: Scenario,
  seed: number,
  arena: Arena = arenaOf(scenario),
): NegotiationRun {
  const conversation = `neg-${(seed >>> 0).toString(16).padStart(8, '0')}`;
  const prefs = {
    buyer: preferencesOf('buyer', scenario.buyer),
    seller: preferencesOf('seller', scenario.seller),
  };
  const agents = {
    buyer: new Agent(
      prefs.buyer,
      scenario.buyer.strategy,
      scenario.deadline,
      arena.candidates.buyer,
      arena.priceRange,
    ),
    seller: new Agent(
      prefs.seller,
      scenario.seller.strategy,
      scenario.deadline,
      arena.candidates.seller,
      arena.priceRange,
    ),
  };
  const offersBy: Record<Role, Outcome[]> = { buyer: [], seller: [] };
  const messages: AclMessage[] = [];
  const offers: OfferRecord[] = [];
  const send = (message: Omit<AclMessage, 'conversation_id' | 'reply_with'>) => {
    const previous = messages.at(-1);
    messages.push({
      ...message,
      conversation_id: conversation,
      reply_with: `${conversation}-m${messages.length}`,
      ...(previous ? { in_reply_to: previous.reply_with } : {}),
    });
  };
  const content = (outcome: Outcome) => ({
    item: scenario.item,
    price: outcome.price,
    qty: outcome.quantity,
    delivery: outcome.delivery,
    payment: outcome.payment,
  });

  send({
    performative: 'cfp',
    sender: AGENT_NAMES.buyer,
    receiver: AGENT_NAMES.seller,
    content: { item: scenario.item },
    round: 0,
  });

  const history = (role: Role): History => ({ own: offersBy[role], opponent: offersBy[other(role)] });
  const finish = (result: Result, agreement?: NegotiationRun['agreement']): NegotiationRun => {
    const last = messages.at(-1)!;
    send({
      performative: 'inform',
      sender: agreement ? last.receiver : last.sender,
      receiver: agreement ? last.sender : last.receiver,
      content: agreement ? { ...content(agreement.outcome), result } : { item: scenario.item, result },
      round: last.round,
    });
    return {
      scenario,
      seed,
      messages,
      offers,
      result,
      agreement,
      frontier: arena.frontier,
      nash: arena.nash,
      distanceToNash: agreement && arena.nash ? distance(agreement, arena.nash) : undefined,
    };
  };
  const failure = (): Result => (arena.frontier.length === 0 ? 'no-zone-of-agreement' : 'deadline');

  for (let round = 1; round <= scenario.deadline; round++) {
    const mover: Role = round % 2 === 1 ? 'seller' : 'buyer';
    const agent = agents[mover];
    const onTable = offersBy[other(mover)].at(-1);
    const counter = agent.nextOffer(agent.target(round, history(mover)), history(mover));
    if (onTable && agent.accepts(onTable, counter, false)) {
      send({
        performative: 'accept-proposal',
        sender: AGENT_NAMES[mover],
        receiver: AGENT_NAMES[other(mover)],
        content: content(onTable),
        round,
      });
      const scored = {
        outcome: onTable,
        buyer: prefs.buyer.utility(onTable),
        seller: prefs.seller.utility(onTable),
      };
      return finish('agreement', { ...scored, round });
    }
    if (counter === undefined) break; // nothing this side can offer at all
    offersBy[mover].push(counter);
    offers.push({
      round,
      by: mover,
      outcome: counter,
      buyer: prefs.buyer.utility(counter),
      seller: prefs.seller.utility(counter),
    });
    send({
      performative: 'propose',
      sender: AGENT_NAMES[mover],
      receiver: AGENT_NAMES[other(mover)],
      content: content(counter),
      round,
    });
  }

  // The deadline: the last offer on the table is answered, and no new offer follows.
  const last = offers.at(-1);
  if (last) {
    const responder = other(last.by);
    if (agents[responder].accepts(last.outcome, undefined, true)) {
      send({
        performative: 'accept-proposal',
        sender: AGENT_NAMES[responder],
        receiver: AGENT_NAMES[last.by],
        content: content(last.outcome),
        round: last.round,
      });
      return finish('agreement', {
        outcome: last.outcome,
        buyer: last.buyer,
        seller: last.seller,
        round: last.round,
      });
    }
    send({
      performative: 'reject-proposal',
      sender: AGENT_NAMES[responder],
      receiver: AGENT_NAMES[last.by],
      content: content(last.outcome),
      round: last.round,
    });
  }
  return finish(failure());
}
