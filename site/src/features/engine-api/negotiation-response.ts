import {
  aclMessageSchema,
  scenarioSchema,
  type NegotiationRun,
  type Outcome,
  type PostSettlement,
  type Result,
  type ScoredOutcome,
} from '@parley/negotiation';
import * as z from 'zod/mini';

// The answer of POST /api/v1/negotiations, version 1: the scenario it ran and the seed, the FIPA-ACL
// transcript, how it ended, and how good the deal was against what the scenario allowed. Fields are
// only ever added within v1. The playground's "Export this run" writes this same shape (one format:
// a file from there and an answer from here line up field for field).

const RESULTS = ['agreement', 'deadline', 'no-zone-of-agreement'] as const satisfies readonly Result[];
// And the other way: a result the engine adds fails the typecheck here until the API names it.
type Unnamed = Exclude<Result, (typeof RESULTS)[number]>;
const everyResultNamed: [Unnamed] extends [never] ? true : Unnamed = true;
void everyResultNamed;

export const termsSchema = z.object({
  price: z.number(),
  quantity: z.int(),
  /** Delivery in days. */
  delivery: z.int(),
  /** Payment terms in days (net). */
  payment: z.int(),
});

/** Each side's utility of a deal, from 0 (its worst acceptable) to 1 (its best). */
export const utilitySchema = z.object({ buyer: z.number(), seller: z.number() });

export const negotiationResponseSchema = z.object({
  api_version: z.literal('1'),
  /** The scenario that ran, as the engine read it. */
  scenario: scenarioSchema,
  /** The engine's seed (the API always runs seed 1; an export from the playground names its own). */
  seed: z.int(),
  /** Every message in order: the buyer's call for proposals, the offers, the answer, the closing inform. */
  transcript: z.array(aclMessageSchema),
  outcome: z.object({
    result: z.enum(RESULTS),
    /** The deal, or null when there is none. */
    agreement: z.nullable(z.object({ terms: termsSchema, round: z.int(), utility: utilitySchema })),
    /**
     * Only when the scenario asks for it (`postSettlement: true`): Raiffa's post-settlement step after
     * the deal; null when there was no deal. `agreement` stays the negotiated deal.
     */
    post_settlement: z.optional(
      z.nullable(
        z.object({
          /** The mediator's proposal, better for one side and no worse for the other; null if none is. */
          proposal: z.nullable(z.object({ terms: termsSchema, utility: utilitySchema })),
          /** Each side's answer to the proposal (false when there is none). */
          consent: z.object({ buyer: z.boolean(), seller: z.boolean() }),
          /** The proposal if both consented, else the negotiated deal. */
          settled: z.object({ terms: termsSchema, utility: utilitySchema }),
        }),
      ),
    ),
  }),
  metrics: z.object({
    /** The round of the last message. */
    rounds: z.int(),
    offers: z.int(),
    /** How many deals no other deal beats for one side without being worse for the other. */
    pareto_frontier_size: z.int(),
    /** The deal maximising the product of both sides' utilities; null when no deal is possible. */
    nash: z.nullable(z.object({ terms: termsSchema, utility: utilitySchema })),
    /** How far the agreement is from the Nash point in utility space; null without an agreement. */
    distance_to_nash: z.nullable(z.number()),
  }),
});
export type NegotiationResponse = z.infer<typeof negotiationResponseSchema>;

export const terms = ({ price, quantity, delivery, payment }: Outcome) => ({
  price,
  quantity,
  delivery,
  payment,
});

const scored = ({ outcome, buyer, seller }: ScoredOutcome) => ({
  terms: terms(outcome),
  utility: { buyer, seller },
});

function postSettlementAnswer(step: PostSettlement | undefined) {
  if (!step) return null;
  return {
    proposal: step.proposal ? scored(step.proposal) : null,
    consent: step.consent,
    settled: scored(step.settled),
  };
}

/** The engine's run in the API's shape (the engine's own types may change; this shape does not). */
export function toNegotiationResponse(run: NegotiationRun): NegotiationResponse {
  return {
    api_version: '1',
    scenario: run.scenario,
    seed: run.seed,
    transcript: run.messages,
    outcome: {
      result: run.result,
      agreement: run.agreement
        ? {
            terms: terms(run.agreement.outcome),
            round: run.agreement.round,
            utility: { buyer: run.agreement.buyer, seller: run.agreement.seller },
          }
        : null,
      ...(run.scenario.postSettlement && { post_settlement: postSettlementAnswer(run.postSettlement) }),
    },
    metrics: {
      rounds: run.messages.at(-1)?.round ?? 0,
      offers: run.offers.length,
      pareto_frontier_size: run.frontier.length,
      nash: run.nash
        ? { terms: terms(run.nash.outcome), utility: { buyer: run.nash.buyer, seller: run.nash.seller } }
        : null,
      distance_to_nash: run.distanceToNash ?? null,
    },
  };
}
