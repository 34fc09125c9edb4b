import {
  EXAMPLE_MULTI_SUPPLIER_SCENARIO,
  EXAMPLE_SCENARIO,
  multiSupplierScenarioSchema,
  negotiate,
  runMultiSupplier,
  scenarioSchema,
} from '@parley/negotiation';
import type * as z from 'zod/mini';
import {
  multiSupplierResponseSchema,
  toMultiSupplierResponse,
} from '../../src/features/engine-api/multi-supplier-response';
import {
  negotiationResponseSchema,
  toNegotiationResponse,
} from '../../src/features/engine-api/negotiation-response';

/**
 * One engine endpoint: a POST whose JSON body its request schema validates and whose answer its
 * response schema describes. The router (api-app.ts) and the OpenAPI document (openapi.ts) are both
 * made from this list, so an endpoint is added here once.
 */
export interface EngineEndpoint<Request = unknown, Response = unknown> {
  /** Under /api/v1. */
  path: `/${string}`;
  operationId: string;
  summary: string;
  description: string;
  request: z.ZodMiniType<Request>;
  response: z.ZodMiniType<Response>;
  /** A valid request, shown in the documentation and checked by the tests against the live endpoint. */
  example: Request;
  run(request: Request): Response;
}

/** Runs are deterministic: the same scenario always gives the same transcript (the engine's seed). */
export const NEGOTIATION_SEED = 1;

/** Keeps each endpoint's types tied together while the list holds them all. */
const endpoint = <Request, Response>(definition: EngineEndpoint<Request, Response>) =>
  definition as unknown as EngineEndpoint;

export const ENGINE_ENDPOINTS: readonly EngineEndpoint[] = [
  endpoint({
    path: '/negotiations',
    operationId: 'runNegotiation',
    summary: 'Run a bilateral negotiation',
    description:
      "Runs one negotiation between a buyer agent and a seller agent (alternating offers until a deal or the deadline) and answers its FIPA-ACL transcript, its outcome and its metrics. Nothing is stored. The same scenario always gives the same answer. Besides the schema: the buyer's target must not be above its reservation price, the seller's not below its own, and each side needs at least one priority above zero.",
    request: scenarioSchema,
    response: negotiationResponseSchema,
    example: EXAMPLE_SCENARIO,
    run: (scenario) => toNegotiationResponse(negotiate(scenario, NEGOTIATION_SEED)),
  }),
  endpoint({
    path: '/negotiations/multi-supplier',
    operationId: 'runMultiSupplierNegotiation',
    summary: 'Run one buyer against several suppliers',
    description:
      "Runs one buyer agent against 2 to 5 supplier agents at once: one bilateral thread per supplier (alternating offers, the same rounds, one deadline), each supplier with its own reservation, priorities and strategy. The buyer's outside option in every thread is the best offer standing in any thread: it never bids below it, accepts only the best standing offer, and makes at most one deal (every other thread is declined). It is not an auction: suppliers never see each other's offers. Answers each thread's FIPA-ACL transcript and result, the winner and why. Nothing is stored; the same scenario always gives the same answer. Besides the schema: the buyer's target must not be above its reservation price, no supplier's target below its own, each side needs a priority above zero, and supplier names must differ.",
    request: multiSupplierScenarioSchema,
    response: multiSupplierResponseSchema,
    example: EXAMPLE_MULTI_SUPPLIER_SCENARIO,
    run: (scenario) => toMultiSupplierResponse(runMultiSupplier(scenario, NEGOTIATION_SEED)),
  }),
];
