// @vitest-environment node
import { scenarioSchema } from '@parley/negotiation';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSiteServer } from '../app';
import { ENGINE_ENDPOINTS } from './endpoints';
import { negotiationResponseSchema } from '../../src/features/engine-api/negotiation-response';

function site() {
  return createSiteServer({
    clientDir: mkdtempSync(join(tmpdir(), 'parley-openapi-')),
    prerendered: new Map(),
    render: () => Promise.reject(new Error('no page is rendered in these tests')),
    finishPage: () => Promise.reject(new Error('no page is finished in these tests')),
    listPublishedPosts: async () => [],
    blogVersion: async () => 'v1',
    siteUrl: 'http://127.0.0.1:5173',
    supabaseUrl: 'http://127.0.0.1:54321',
    builtAt: new Date('2026-01-01T00:00:00Z'),
  });
}

// OpenAPI 3.1's required structure (https://spec.openapis.org/oas/v3.1.0), for the parts the
// document uses: strict objects, so a misspelt field is an error rather than ignored.
const reference = z.strictObject({ $ref: z.string().regex(/^#\/components\/schemas\/\w+$/) });
const mediaType = z.strictObject({ schema: reference, example: z.optional(z.unknown()) });
const header = z.strictObject({
  description: z.optional(z.string()),
  schema: z.object({ type: z.string() }),
});
const response = z.strictObject({
  description: z.string().min(1),
  headers: z.optional(z.record(z.string(), header)),
  content: z.optional(z.record(z.literal('application/json'), mediaType)),
});
const operation = z.strictObject({
  operationId: z.string().regex(/^[a-zA-Z]+$/),
  summary: z.string().min(1),
  description: z.string().min(1),
  requestBody: z.strictObject({
    required: z.literal(true),
    content: z.record(z.literal('application/json'), mediaType),
  }),
  responses: z.record(z.string().regex(/^[1-5]\d\d$/), response),
});
const jsonSchemaObject = z.looseObject({ type: z.string() });
const openApiDocument = z.strictObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.strictObject({ title: z.string().min(1), version: z.string().min(1), description: z.string() }),
  jsonSchemaDialect: z.literal('https://json-schema.org/draft/2020-12/schema'),
  servers: z.array(z.strictObject({ url: z.string() })).min(1),
  paths: z.record(z.string().regex(/^\//), z.strictObject({ post: operation })),
  components: z.strictObject({ schemas: z.record(z.string().regex(/^\w+$/), jsonSchemaObject) }),
});

/** The parts of a JSON Schema these tests read. */
interface JsonSchemaNode {
  required?: string[];
  enum?: string[];
  properties?: Record<string, JsonSchemaNode>;
  [keyword: string]: unknown;
}

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document whose references all resolve, one path per engine endpoint', async () => {
    const response = await site().request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const document = openApiDocument.parse(await response.json());
    expect(Object.keys(document.paths)).toEqual(ENGINE_ENDPOINTS.map((endpoint) => endpoint.path));
    const references = JSON.stringify(document).match(/"#\/components\/schemas\/\w+"/g) ?? [];
    expect(references.length).toBeGreaterThan(0);
    for (const ref of references)
      expect(document.components.schemas).toHaveProperty(ref.slice('"#/components/schemas/'.length, -1));
    // Every answer of the endpoint is described, refusals with the one error shape.
    const { responses } = document.paths['/negotiations']!.post;
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '405', '408', '413', '415', '429', '503']);
    expect(responses['429']!.headers).toHaveProperty('Retry-After');
    expect(responses['405']!.headers).toHaveProperty('Allow');
  });

  it('describes the request with the engine schema’s own fields and bounds (generated, not copied)', async () => {
    const document = openApiDocument.parse(await (await site().request('/api/v1/openapi.json')).json());
    const request = document.components.schemas.RunNegotiationRequest as JsonSchemaNode;
    expect(request.required).toEqual(['item', 'deadline', 'buyer', 'seller']);
    expect(request.properties!.deadline).toMatchObject({ type: 'integer', minimum: 2, maximum: 100 });
    expect(request.properties!.buyer!.properties!.strategy!.enum).toContain('tit-for-tat');
    const answer = document.components.schemas.RunNegotiationResponse as JsonSchemaNode;
    expect(answer.required).toEqual(['api_version', 'scenario', 'seed', 'transcript', 'outcome', 'metrics']);
  });

  it('holds an example request that the schema accepts and the live endpoint answers in its response schema', async () => {
    const app = site();
    const document = openApiDocument.parse(await (await app.request('/api/v1/openapi.json')).json());
    const example = document.paths['/negotiations']!.post.requestBody.content['application/json']!.example;
    expect(scenarioSchema.safeParse(example).success).toBe(true);
    const response = await app.request(
      '/api/v1/negotiations',
      { method: 'POST', body: JSON.stringify(example), headers: { 'Content-Type': 'application/json' } },
      { incoming: { socket: { remoteAddress: '203.0.113.1' } } },
    );
    expect(response.status).toBe(200);
    expect(negotiationResponseSchema.safeParse(await response.json()).success).toBe(true);
  });

  it('answers HEAD as GET without a body', async () => {
    const response = await site().request('/api/v1/openapi.json', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
