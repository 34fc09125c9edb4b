// @vitest-environment node
import {
  EXAMPLE_MULTI_SUPPLIER_SCENARIO,
  EXAMPLE_SCENARIO,
  negotiate,
  runMultiSupplier,
} from '@parley/negotiation';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { multiSupplierResponseSchema } from '../src/features/engine-api/multi-supplier-response';
import {
  negotiationResponseSchema,
  toNegotiationResponse,
} from '../src/features/engine-api/negotiation-response';
import { toMultiSupplierResponse } from '../src/features/engine-api/multi-supplier-response';
import { multiSupplierQuery } from '../src/pages/playground/multi-query';
import { PRESETS } from '../src/pages/playground/presets';
import { exportPath, multiSupplierExportPath } from '../src/pages/playground/run-export';
import { playgroundQuery } from '../src/pages/playground/scenario-query';
import { URI_TOO_LONG } from './app';
import { EXPORT_REFUSED, playgroundExports } from './playground-export';
import { createRenderSlots } from './render-limit';

function exportsApp(renderSlots = createRenderSlots()) {
  const app = new Hono();
  app.use((c, next) => {
    c.set('clientAddress', '203.0.113.9');
    return next();
  });
  playgroundExports(app, { renderSlots, tooLongText: URI_TOO_LONG });
  return app;
}

const get = (path: string, app = exportsApp()) => app.request(path);

describe('GET /playground/export.json', () => {
  it.each(PRESETS.map((preset) => [preset.id, preset] as const))(
    'the page’s link for %s answers the run, in the API’s schema, as a download',
    async (_id, preset) => {
      const response = await get(exportPath(preset.scenario, preset.seed));
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(response.headers.get('Content-Disposition')).toBe(
        `attachment; filename="parley-negotiation-${preset.seed}.json"`,
      );
      const body: unknown = await response.json();
      expect(negotiationResponseSchema.parse(body)).toEqual(body);
      expect(body).toEqual(toNegotiationResponse(negotiate(preset.scenario, preset.seed)));
    },
  );

  it('without settings, the example the page shows; what the page does not read changes nothing', async () => {
    const plain: unknown = await (await get('/playground/export.json')).json();
    expect(plain).toEqual(toNegotiationResponse(negotiate(EXAMPLE_SCENARIO, 1)));
    const tagged = await get(`/playground/export.json?utm_source=${'x'.repeat(10_000)}&junk=1`);
    expect(tagged.status).toBe(200);
    expect(await tagged.json()).toEqual(plain);
    // An empty setting is no setting, on the page as here (the key keeps non-empty values only).
    expect(await (await get('/playground/export.json?deadline=&seed=')).json()).toEqual(plain);
  });

  it('a repeated setting counts once, as on the page (the first)', async () => {
    const once: unknown = await (await get('/playground/export.json?seed=7')).json();
    expect(await (await get('/playground/export.json?seed=7&seed=8')).json()).toEqual(once);
  });

  it.each([
    ['a word for a number', 'seed=abc'],
    ['null', 'b_res=null'],
    ['a negative deadline', 'deadline=-1'],
    ['a huge number', `b_res=${'9'.repeat(20)}`],
    ['an unknown strategy', 's_strategy=bribe'],
    ['a target beyond the reservation', 'b_res=80&b_target=120'],
  ])('refuses %s with the page’s own messages (400), no run', async (_name, query) => {
    const response = await get(`/playground/export.json?${query}`);
    expect(response.status).toBe(400);
    const { problems } = playgroundQuery(new URLSearchParams(query));
    expect(problems.length).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: EXPORT_REFUSED, problems });
    expect(response.headers.get('Content-Disposition')).toBeNull();
  });

  it('a query past the page’s longest is 414, as the page', async () => {
    const response = await get(`/playground/export.json?item=${'a'.repeat(5_000)}`);
    expect(response.status).toBe(414);
    expect(await response.text()).toBe(URI_TOO_LONG);
  });

  it('takes a render slot: a client past its own gets 429, never a run', async () => {
    const response = await get(
      exportPath(EXAMPLE_SCENARIO, 1),
      exportsApp(() => 'client'),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('1');
  });
});

describe('GET /playground/multi-supplier-export.json', () => {
  it('the page’s link answers the run, in the multi-supplier endpoint’s schema, as a download', async () => {
    const response = await get(multiSupplierExportPath(EXAMPLE_MULTI_SUPPLIER_SCENARIO, 3));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="parley-multi-supplier-3.json"',
    );
    const body: unknown = await response.json();
    expect(multiSupplierResponseSchema.parse(body)).toEqual(body);
    expect(body).toEqual(toMultiSupplierResponse(runMultiSupplier(EXAMPLE_MULTI_SUPPLIER_SCENARIO, 3)));
  });

  it.each([
    ['too many suppliers', 'm_n=9'],
    ['a word for a number', 'm_n=3&m_deadline=soon'],
    ['null', 'm_n=2&m_s1_res=null'],
  ])('refuses %s with the page’s own messages (400)', async (_name, query) => {
    const response = await get(`/playground/multi-supplier-export.json?${query}`);
    expect(response.status).toBe(400);
    const { problems } = multiSupplierQuery(new URLSearchParams(query));
    expect(problems.length).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: EXPORT_REFUSED, problems });
  });

  it('a query past the page’s longest is 414', async () => {
    const response = await get(`/playground/multi-supplier-export.json?m_item=${'a'.repeat(5_000)}`);
    expect(response.status).toBe(414);
  });
});
