import {
  aclMessageSchema,
  multiSupplierScenarioSchema,
  type MultiSupplierRun,
  type ThreadResult,
} from '@parley/negotiation';
import * as z from 'zod/mini';
import { terms, termsSchema, utilitySchema } from './negotiation-response';

// The answer of POST /api/v1/negotiations/multi-supplier, version 1: one buyer, 2-5 suppliers in
// parallel threads, at most one deal. The playground's multi-supplier export writes this same shape.
// Fields are only ever added within v1.

const THREAD_RESULTS = [
  'agreement',
  'declined',
  'deadline',
  'no-zone-of-agreement',
] as const satisfies readonly ThreadResult[];
// And the other way: a result the engine adds fails the typecheck here until the API names it.
type Unnamed = Exclude<ThreadResult, (typeof THREAD_RESULTS)[number]>;
const everyResultNamed: [Unnamed] extends [never] ? true : Unnamed = true;
void everyResultNamed;

export const multiSupplierResponseSchema = z.object({
  api_version: z.literal('1'),
  /** The scenario that ran, as the engine read it. */
  scenario: multiSupplierScenarioSchema,
  seed: z.int(),
  /** One thread per supplier, in the scenario's order, each its own FIPA-ACL conversation. */
  threads: z.array(
    z.object({
      supplier: z.string(),
      result: z.enum(THREAD_RESULTS),
      offers: z.int(),
      /** The buyer's utility of this supplier's last offer within its reservation; null when none. */
      standing_offer_utility: z.nullable(z.number()),
      transcript: z.array(aclMessageSchema),
    }),
  ),
  outcome: z.object({
    /** The one deal, or null when no supplier's offer was acceptable before the deadline. */
    winner: z.nullable(
      z.object({ supplier: z.string(), terms: termsSchema, round: z.int(), utility: utilitySchema }),
    ),
    /** Who won and why (or why no one did), in words. */
    explanation: z.string(),
  }),
});
export type MultiSupplierResponse = z.infer<typeof multiSupplierResponseSchema>;

/** The engine's multi-supplier run in the API's shape. */
export function toMultiSupplierResponse(run: MultiSupplierRun): MultiSupplierResponse {
  return {
    api_version: '1',
    scenario: run.scenario,
    seed: run.seed,
    threads: run.threads.map((thread) => ({
      supplier: thread.supplier,
      result: thread.result,
      offers: thread.offers.length,
      standing_offer_utility: thread.standing ?? null,
      transcript: thread.messages,
    })),
    outcome: {
      winner: run.winner
        ? {
            supplier: run.winner.supplier,
            terms: terms(run.winner.outcome),
            round: run.winner.round,
            utility: { buyer: run.winner.buyer, seller: run.winner.seller },
          }
        : null,
      explanation: run.explanation,
    },
  };
}
