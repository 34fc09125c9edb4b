// @vitest-environment node
import {
  EXAMPLE_MULTI_SUPPLIER_SCENARIO,
  EXAMPLE_SCENARIO,
  negotiate,
  runMultiSupplier,
} from '@parley/negotiation';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createPublicApi } from '../../../server/api/api-app';
import { PUBLIC_API } from '../../config/public-api';
import { multiSupplierResponseSchema } from '../../features/engine-api/multi-supplier-response';
import { negotiationResponseSchema } from '../../features/engine-api/negotiation-response';
import { PRESETS } from './presets';
import {
  dataHref,
  exportFileName,
  exportJson,
  multiSupplierExportFileName,
  multiSupplierExportJson,
} from './run-export';

/** The file as the link's click builds it (a data: URL), read back. */
const read = (value: unknown): unknown => {
  const href = dataHref(value);
  const prefix = 'data:application/json;charset=utf-8,';
  expect(href.startsWith(prefix)).toBe(true);
  return JSON.parse(decodeURIComponent(href.slice(prefix.length)));
};

async function apiAnswer(path: string, body: unknown) {
  const app = new Hono();
  app.use((c, next) => {
    c.set('clientAddress', '203.0.113.9');
    return next();
  });
  app.route(PUBLIC_API.base, createPublicApi());
  const response = await app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('the playground’s export is the API’s format', () => {
  it.each(PRESETS.map((preset) => [preset.id, preset] as const))(
    'a bilateral run (%s) parses with the API’s response schema, nothing left out, scenario and seed included',
    (_id, preset) => {
      const run = negotiate(preset.scenario, preset.seed);
      const exported = read(exportJson(run));
      expect(negotiationResponseSchema.parse(exported)).toEqual(exported);
      expect(exported).toMatchObject({ scenario: preset.scenario, seed: preset.seed });
      expect(exportFileName(run)).toBe(`parley-negotiation-${preset.seed}.json`);
    },
  );

  it('a run with the API’s seed exports exactly what the API answers', async () => {
    const exported = read(exportJson(negotiate(EXAMPLE_SCENARIO, 1)));
    expect(exported).toEqual(await apiAnswer(PUBLIC_API.negotiations, EXAMPLE_SCENARIO));
  });

  it('a multi-supplier run exports exactly what its endpoint answers, in its schema', async () => {
    const run = runMultiSupplier(EXAMPLE_MULTI_SUPPLIER_SCENARIO, 1);
    const exported = read(multiSupplierExportJson(run));
    expect(multiSupplierResponseSchema.parse(exported)).toEqual(exported);
    expect(exported).toEqual(await apiAnswer(PUBLIC_API.multiSupplier, EXAMPLE_MULTI_SUPPLIER_SCENARIO));
    expect(multiSupplierExportFileName(run)).toBe('parley-multi-supplier-1.json');
  });
});
