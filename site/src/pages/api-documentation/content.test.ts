// @vitest-environment node
import {
  EXAMPLE_SCENARIO,
  ITEMS,
  MAX_PRICE,
  MAX_ROUNDS,
  MAX_SUPPLIERS,
  MIN_SUPPLIERS,
  STRATEGIES,
} from '@parley/negotiation';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createPublicApi } from '../../../server/api/api-app';
import { API_ERROR_CODES } from '../../../server/api/errors';
import { PUBLIC_API } from '../../config/public-api';
import { curlCommand, EXAMPLE_REQUEST } from '../../features/engine-api/example-request';
import { multiSupplierResponseSchema } from '../../features/engine-api/multi-supplier-response';
import { negotiationResponseSchema } from '../../features/engine-api/negotiation-response';
import {
  ERRORS,
  MULTI_SUPPLIER_REQUEST_FIELDS,
  MULTI_SUPPLIER_RESPONSE_FIELDS,
  REQUEST_FIELDS,
  RESPONSE_FIELDS,
} from './content';
import { EXAMPLE_RESPONSE_EXCERPT, EXAMPLE_TRANSCRIPT_LENGTH } from './example-response';

// The page restates the engine so it need not download it: each statement is checked against the
// engine and the live endpoint here.

const rule = (field: string) => REQUEST_FIELDS.find((row) => row.field === field)!.rule;

async function run(body: string) {
  const app = new Hono();
  app.use((c, next) => {
    c.set('clientAddress', '203.0.113.1');
    return next();
  });
  app.route(PUBLIC_API.base, createPublicApi());
  return app.request(PUBLIC_API.negotiations, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('/api-documentation says what the API does', () => {
  it('shows the engine’s example scenario, and the live answer to it', async () => {
    expect(EXAMPLE_REQUEST).toEqual(EXAMPLE_SCENARIO);
    const answer = await (await run(JSON.stringify(EXAMPLE_REQUEST))).json();
    expect(answer.transcript).toHaveLength(EXAMPLE_TRANSCRIPT_LENGTH);
    expect(EXAMPLE_RESPONSE_EXCERPT).toEqual({
      ...answer,
      transcript: [...answer.transcript.slice(0, 2), ...answer.transcript.slice(-2)],
    });
  });

  it('gives a curl command against the site’s origin whose body the endpoint answers', async () => {
    const command = curlCommand('https://parley.example');
    expect(command.split('\n')[0]).toBe('curl -X POST https://parley.example/api/v1/negotiations \\');
    const body = /-d '(.*)'$/.exec(command)![1]!;
    expect((await run(body)).status).toBe(200);
  });

  it('states the engine’s own items, strategies and bounds', () => {
    for (const item of ITEMS) expect(rule('item')).toContain(`"${item}"`);
    expect(rule('item').match(/"/g)).toHaveLength(ITEMS.length * 2);
    for (const strategy of STRATEGIES) expect(rule('side.strategy')).toContain(`"${strategy}"`);
    expect(rule('side.strategy').match(/"/g)).toHaveLength(STRATEGIES.length * 2);
    expect(rule('deadline')).toContain(`2 to ${MAX_ROUNDS}.`);
    expect(rule('side.reservation')).toContain(`at most ${MAX_PRICE}`);
    expect(rule('side.target')).toContain(`at most ${MAX_PRICE}`);
  });

  it('states the number of suppliers the engine takes', () => {
    const suppliers = MULTI_SUPPLIER_REQUEST_FIELDS.find((row) => row.field === 'suppliers')!.rule;
    expect(suppliers).toContain(`${MIN_SUPPLIERS} to ${MAX_SUPPLIERS} sides`);
  });

  it('describes every field of both answers, and no other', () => {
    const fields = (rows: { field: string }[]) => rows.flatMap((row) => row.field.split(', ')).sort();
    expect(fields(RESPONSE_FIELDS)).toEqual(Object.keys(negotiationResponseSchema.shape).sort());
    expect(fields(MULTI_SUPPLIER_RESPONSE_FIELDS)).toEqual(
      Object.keys(multiSupplierResponseSchema.shape).sort(),
    );
  });

  it('lists every refusal the API makes but the internal error and unknown addresses', () => {
    const listed = ERRORS.flatMap((row) => row.codes.split(', '));
    expect(listed.sort()).toEqual(
      API_ERROR_CODES.filter((code) => code !== 'internal' && code !== 'not_found').sort(),
    );
  });
});
