import { BoaAgent } from './agent';
import { bidSpaceOf, type BidSpace } from './bidding';
import { domainOf, type Domain } from './domain';
import type { AclMessage } from './fipa';
import { AclThread } from './thread';
import {
  agreementZone,
  distance,
  distanceToFrontier,
  kalaiSmorodinskyPoint,
  nashPoint,
  paretoFrontier,
  type ScoredOutcome,
} from './metrics';
import { opponentModelStateSchema, type OpponentModelState } from './opponent-model';
import { postSettlement, type PostSettlement } from './post-settlement';
import { seededRandom } from './random';
import { outcomeSpace, priceGrid, type Outcome, type Scenario } from './scenario';
import { partsOf } from './strategies';
import { preferencesOf, type Role } from './utility';
import { z } from './zod';

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

/** What each side learned of the other (its opponent model), to pass into a next run as `priorKnowledge`. */
export interface PriorKnowledge {
  /** The buyer's model of the seller. */
  buyer?: OpponentModelState;
  /** The seller's model of the buyer. */
  seller?: OpponentModelState;
}

export const priorKnowledgeSchema = z.object({
  buyer: z.optional(opponentModelStateSchema),
  seller: z.optional(opponentModelStateSchema),
});

export interface NegotiateOptions {
  /** Opponent models learned in earlier runs against the same counterparts. */
  priorKnowledge?: PriorKnowledge;
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
  /** The Kalai–Smorodinsky point of the frontier. */
  kalaiSmorodinsky?: ScoredOutcome;
  /** The agreement's distance to the Pareto frontier (0: on it). */
  distanceToFrontier?: number;
  /** Each side's opponent model at the end: `priorKnowledge` for the next run against the same side. */
  learned: Required<PriorKnowledge>;
  /**
   * Raiffa's post-settlement step on the deal, after the negotiation (the agents never see it): only
   * when the scenario asks for it (`postSettlement: true`) and a deal was reached.
   */
  postSettlement?: PostSettlement;
}

/** The precomputed parts of a scenario, shared by every run on it (a tournament runs many). */
export interface Arena {
  scenario: Scenario;
  space: Outcome[];
  priceRange: readonly [number, number];
  frontier: ScoredOutcome[];
  nash?: ScoredOutcome;
  kalaiSmorodinsky?: ScoredOutcome;
  domain: Domain;
  /** What each side may offer, with its utilities (they do not depend on the strategies). */
  bidSpaces: Record<Role, BidSpace>;
}

export function arenaOf(scenario: Scenario): Arena {
  const space = outcomeSpace(scenario);
  const prices = priceGrid(scenario);
  const buyer = preferencesOf('buyer', scenario.buyer);
  const seller = preferencesOf('seller', scenario.seller);
  const frontier = paretoFrontier(agreementZone(space, buyer, seller));
  const domain = domainOf(prices);
  return {
    scenario,
    space,
    priceRange: [prices[0]!, prices.at(-1)!],
    frontier,
    nash: nashPoint(frontier),
    kalaiSmorodinsky: kalaiSmorodinskyPoint(frontier),
    domain,
    bidSpaces: {
      buyer: bidSpaceOf('buyer', scenario.buyer, domain),
      seller: bidSpaceOf('seller', scenario.seller, domain),
    },
  };
}

const AGENT_NAMES = { buyer: 'buyer-agent', seller: 'seller-agent' } as const;
const other = (role: Role): Role => (role === 'buyer' ? 'seller' : 'buyer');

/** Runs one negotiation. The same scenario, seed and prior knowledge always give the same transcript. */
export function negotiate(
  scenario: Scenario,
  seed: number,
  arena: Arena = arenaOf(scenario),
  options: NegotiateOptions = {},
): NegotiationRun {
  const conversation = `neg-${(seed >>> 0).toString(16).padStart(8, '0')}`;
  const prior = options.priorKnowledge ? priorKnowledgeSchema.parse(options.priorKnowledge) : {};
  const agents: Record<Role, BoaAgent> = {
    buyer: agentFor('buyer', scenario, arena, seed, prior.buyer),
    seller: agentFor('seller', scenario, arena, seed, prior.seller),
  };
  const prefs = { buyer: agents.buyer.prefs, seller: agents.seller.prefs };
  const thread = new AclThread(conversation, scenario.item);
  const offers: OfferRecord[] = [];
  thread.cfp(AGENT_NAMES.buyer, AGENT_NAMES.seller);
  const say = (
    performative: 'propose' | 'accept-proposal' | 'reject-proposal',
    by: Role,
    outcome: Outcome,
    round: number,
  ) => thread.offer(performative, AGENT_NAMES[by], AGENT_NAMES[other(by)], outcome, round);

  const finish = (result: Result, agreement?: NegotiationRun['agreement']): NegotiationRun => {
    thread.inform(result, agreement?.outcome);
    const run: NegotiationRun = {
      scenario,
      seed,
      messages: thread.messages,
      offers,
      result,
      agreement,
      frontier: arena.frontier,
      nash: arena.nash,
      distanceToNash: agreement && arena.nash ? distance(agreement, arena.nash) : undefined,
      kalaiSmorodinsky: arena.kalaiSmorodinsky,
      distanceToFrontier: agreement ? distanceToFrontier(agreement, arena.frontier) : undefined,
      learned: { buyer: agents.buyer.model.state(), seller: agents.seller.model.state() },
    };
    // The mediator steps in only once the negotiation is over: the transcript stays the agents'.
    if (scenario.postSettlement && agreement) run.postSettlement = postSettlement(run);
    return run;
  };
  const failure = (): Result => (arena.frontier.length === 0 ? 'no-zone-of-agreement' : 'deadline');

  let onTable: Outcome | undefined;
  for (let round = 1; round <= scenario.deadline; round++) {
    const mover: Role = round % 2 === 1 ? 'seller' : 'buyer';
    const agent = agents[mover];
    if (onTable) agent.receive(onTable, round);
    const counter = agent.bid(round);
    if (onTable && agent.acceptsLast(round, counter)) {
      say('accept-proposal', mover, onTable, round);
      const scored = {
        outcome: onTable,
        buyer: prefs.buyer.utility(onTable),
        seller: prefs.seller.utility(onTable),
      };
      return finish('agreement', { ...scored, round });
    }
    if (counter === undefined) {
      // Nothing this side may offer at all (no price within its reservation); it answered already.
      if (onTable) say('reject-proposal', mover, onTable, round);
      return finish(failure());
    }
    agent.sent(counter);
    onTable = counter;
    offers.push({
      round,
      by: mover,
      outcome: counter,
      buyer: prefs.buyer.utility(counter),
      seller: prefs.seller.utility(counter),
    });
    say('propose', mover, counter, round);
  }

  // The deadline: the last offer on the table is answered, and no new offer follows.
  const last = offers.at(-1);
  if (last) {
    const responder = other(last.by);
    agents[responder].receive(last.outcome, scenario.deadline);
    if (agents[responder].acceptsLast(scenario.deadline, undefined)) {
      say('accept-proposal', responder, last.outcome, last.round);
      return finish('agreement', {
        outcome: last.outcome,
        buyer: last.buyer,
        seller: last.seller,
        round: last.round,
      });
    }
    say('reject-proposal', responder, last.outcome, last.round);
  }
  return finish(failure());
}

function agentFor(
  role: Role,
  scenario: Scenario,
  arena: Arena,
  seed: number,
  prior?: OpponentModelState,
): BoaAgent {
  // Each side draws from its own stream of the seed, so one side's draws never shift the other's.
  const random = seededRandom((seed ^ (role === 'buyer' ? 0x9e3779b9 : 0x85ebca6b)) >>> 0);
  return new BoaAgent(
    arena.bidSpaces[role],
    arena.domain,
    partsOf(scenario[role]),
    scenario.deadline,
    random,
    prior,
  );
}
