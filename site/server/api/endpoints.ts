import { EXAMPLE_SCENARIO, negotiate, scenarioSchema } from '@parley/negotiation';
import type * as z from 'zod/mini';
import { negotiationResponseSchema, toNegotiationResponse } from './negotiation-response';

/**
 * One engine endpoint: a POST whose JSON body its request schema validates and whose answer its
 * response schema describes. The router (api-app.ts) and the OpenAPI document (openapi.ts) are both
 * made from this list, so an endpoint is added here once (e.g. `/negotiations/multi-supplier` with
 * the engine's `runMultiSupplier` and its schema).
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
];
