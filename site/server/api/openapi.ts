import * as z from 'zod/mini';
import { PUBLIC_API } from '../../src/config/public-api';
import type { EngineEndpoint } from './endpoints';
import { apiErrorSchema } from './errors';
import { API_MAX_BODY_BYTES, API_RATE_WINDOWS } from './limits';

/** Where the document is served, under /api/v1: a stable address. */
export const OPENAPI_PATH = PUBLIC_API.openapi.slice(PUBLIC_API.base.length);

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its own `$schema`. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  return rest;
}

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const [perSecond, perMinute] = API_RATE_WINDOWS;

/**
 * The OpenAPI 3.1 document of the engine API, made from the schemas the endpoints validate with and
 * answer in (endpoints.ts), so the description cannot drift from what is checked.
 */
export function buildOpenApiDocument(endpoints: readonly EngineEndpoint[]) {
  const schemas: Record<string, unknown> = { Error: jsonSchema(apiErrorSchema, 'output') };
  const paths: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    const name = endpoint.operationId[0]!.toUpperCase() + endpoint.operationId.slice(1);
    schemas[`${name}Request`] = jsonSchema(endpoint.request, 'input');
    schemas[`${name}Response`] = jsonSchema(endpoint.response, 'output');
    paths[endpoint.path] = {
      post: {
        operationId: endpoint.operationId,
        summary: endpoint.summary,
        description: endpoint.description,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: `#/components/schemas/${name}Request` },
              example: endpoint.example,
            },
          },
        },
        responses: {
          '200': {
            description: 'The run.',
            headers: {
              'Server-Timing': {
                description: "The server's time for this answer: `app;dur=<milliseconds>`.",
                schema: { type: 'string' },
              },
            },
            content: {
              'application/json': { schema: { $ref: `#/components/schemas/${name}Response` } },
            },
          },
          '400': errorResponse(
            'Not a valid request: empty, not JSON, a key given twice in one object, nested too deeply, or a field the schema refuses (each named in `issues` by its path).',
          ),
          '405': errorResponse('Any method but POST (and the CORS preflight, OPTIONS).', {
            Allow: { schema: { type: 'string' } },
          }),
          '408': errorResponse(
            `A body that did not arrive within ${PUBLIC_API.bodyTimeoutSeconds} seconds (the connection is closed).`,
          ),
          '413': errorResponse(`A body over ${API_MAX_BODY_BYTES} bytes.`),
          '415': errorResponse('A body not sent as `Content-Type: application/json`.'),
          '429': errorResponse(
            `Over ${perSecond!.max} requests a second or ${perMinute!.max} a minute from one client (IPv4 address or IPv6 /64), or over ${PUBLIC_API.perNetwork.ipv6.perSecond} and ${PUBLIC_API.perNetwork.ipv6.perMinute} from the clients of one IPv6 /48 together (${PUBLIC_API.perNetwork.ipv4.perSecond} and ${PUBLIC_API.perNetwork.ipv4.perMinute} for an IPv4 /24).`,
            { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
          ),
          '503': errorResponse(
            `The server's engine time for this second is spent: ${PUBLIC_API.engineMsPerSecond} ms over every client, at most ${PUBLIC_API.engineMsPerNetwork} ms for one network (IPv6 /48, IPv4 /24); the last ${PUBLIC_API.engineMsKeptForLightClients} ms go only to clients that have spent under ${PUBLIC_API.lightClientEngineMs} ms this second.`,
            { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
          ),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parley negotiation engine API',
      version: '1',
      description: `Public and stateless: no key, no account, nothing stored. Bodies up to ${API_MAX_BODY_BYTES} bytes of JSON; per client, at most ${perSecond!.max} requests a second and ${perMinute!.max} a minute (429 with Retry-After past that). Any origin may call it (CORS, without credentials).`,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    // Relative: the API is on the site's own origin, wherever the site is served.
    servers: [{ url: PUBLIC_API.base }],
    paths,
    components: { schemas },
  };
}
