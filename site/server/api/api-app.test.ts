// @vitest-environment node
import { EXAMPLE_MULTI_SUPPLIER_SCENARIO, EXAMPLE_SCENARIO } from '@parley/negotiation';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createSiteServer } from '../app';
import { ClientWindowLimiter } from '../client-window-limits';
import { parseTrustedProxies, type TrustedProxies } from '@parley/shared/client-address';
import { ENGINE_ENDPOINTS, type EngineEndpoint } from './endpoints';
import { EngineTimeBudget } from './engine-time-budget';
import { apiErrorSchema, type ApiErrorBody } from './errors';
import { API_MAX_BODY_BYTES, API_RATE_WINDOWS, createNetworkLimiter } from './limits';
import { API_MESSAGES } from './messages';
import { multiSupplierResponseSchema } from '../../src/features/engine-api/multi-supplier-response';
import { negotiationResponseSchema } from '../../src/features/engine-api/negotiation-response';

const ENDPOINT = '/api/v1/negotiations';
const CLIENT = '203.0.113.7';

/** The production site server (no pages: only its API and the headers every answer carries). */
function site({
  trustedProxies,
  now,
  endpoints,
  engineBudget,
  bodyTimeoutMs,
}: {
  trustedProxies?: TrustedProxies;
  now?: () => number;
  endpoints?: EngineEndpoint[];
  engineBudget?: EngineTimeBudget;
  bodyTimeoutMs?: number;
} = {}) {
  const app = createSiteServer({
    clientDir: mkdtempSync(join(tmpdir(), 'parley-api-')),
    prerendered: new Map(),
    render: () => Promise.reject(new Error('no page is rendered in these tests')),
    finishPage: () => Promise.reject(new Error('no page is finished in these tests')),
    listPublishedPosts: async () => [],
    blogVersion: async () => 'v1',
    siteUrl: 'https://parley.example',
    supabaseUrl: 'https://api.parley.example',
    builtAt: new Date('2026-01-01T00:00:00Z'),
    trustedProxies,
    publicApi: {
      limiter: new ClientWindowLimiter(API_RATE_WINDOWS, now),
      networkLimiter: createNetworkLimiter(now),
      endpoints,
      engineBudget,
      bodyTimeoutMs,
    },
  });
  /** A request as the Node server hands it over: from the socket's `peer`. */
  const request = (path: string, init: RequestInit = {}, peer = CLIENT) =>
    app.request(
      path,
      { ...init, ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}) },
      { incoming: { socket: { remoteAddress: peer } } },
    );
  const post = (body: BodyInit | null, headers: Record<string, string> = {}, peer = CLIENT) =>
    request(
      ENDPOINT,
      { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } },
      peer,
    );
  return { request, post };
}

const json = (value: unknown) => JSON.stringify(value);
const withSide = (side: 'buyer' | 'seller', change: Record<string, unknown>) => ({
  ...EXAMPLE_SCENARIO,
  [side]: { ...EXAMPLE_SCENARIO[side], ...change },
});

/** A refusal: its status, and its body checked against the error schema. */
async function refusal(response: Response, status: number): Promise<ApiErrorBody['error']> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return apiErrorSchema.parse(await response.json()).error;
}

describe('POST /api/v1/negotiations: bad input', () => {
  it('refuses a missing or empty body, naming what to send', async () => {
    const { post } = site();
    for (const body of [null, '', '   \n']) {
      const error = await refusal(await post(body), 400);
      expect(error).toEqual({ code: 'empty_body', message: API_MESSAGES.emptyBody, issues: [] });
    }
  });

  it('refuses malformed JSON and bytes that are not UTF-8', async () => {
    const { post } = site();
    for (const body of ['{', '{"item": }', "{'item': 1}", 'NaN', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      expect((await refusal(await post(body), 400)).code).toBe('invalid_json');
    }
  });

  it('refuses null, arrays, strings and numbers where the scenario object is expected', async () => {
    const { post } = site();
    for (const body of ['null', '[]', `[${json(EXAMPLE_SCENARIO)}]`, '"scenario"', '42', 'true']) {
      const error = await refusal(await post(body), 400);
      expect(error.code).toBe('invalid_request');
      expect(error.issues[0]!.path).toBe('(body)');
      expect(error.message).toMatch(/^The scenario is not valid: \(body\): Invalid input: expected object/);
    }
  });

  it('names every missing field by its path', async () => {
    const { post } = site();
    const error = await refusal(await post('{}'), 400);
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(['buyer', 'deadline', 'item', 'seller']);
    const { buyer: _buyer, ...noBuyer } = EXAMPLE_SCENARIO;
    const { weights: _weights, ...noWeights } = EXAMPLE_SCENARIO.seller;
    const nested = await refusal(await post(json({ ...noBuyer, seller: noWeights })), 400);
    expect(nested.issues.map((issue) => issue.path)).toEqual(['buyer', 'seller.weights']);
  });

  it('names the field of a wrong type, a null or an out-of-range value by its dotted path (seller.weights.price)', async () => {
    const { post } = site();
    const cases: [unknown, string, RegExp][] = [
      [withSide('buyer', { reservation: '96' }), 'buyer.reservation', /expected number, received string/],
      [withSide('buyer', { reservation: null }), 'buyer.reservation', /expected number, received null/],
      [withSide('seller', { weights: [] }), 'seller.weights', /expected object, received array/],
      [
        withSide('seller', { weights: { ...EXAMPLE_SCENARIO.seller.weights, price: -1 } }),
        'seller.weights.price',
        /Too small/,
      ],
      [{ ...EXAMPLE_SCENARIO, deadline: 2.5 }, 'deadline', /expected int/],
      [{ ...EXAMPLE_SCENARIO, deadline: 1e9 }, 'deadline', /Too big/],
      [{ ...EXAMPLE_SCENARIO, item: 'Gold' }, 'item', /Invalid option/],
      [withSide('buyer', { strategy: 'cheat' }), 'buyer.strategy', /Invalid option/],
      [withSide('buyer', { target: 200 }), 'buyer.target', /target must not be above its reservation/],
    ];
    for (const [scenario, path, message] of cases) {
      const error = await refusal(await post(json(scenario)), 400);
      expect(error.code).toBe('invalid_request');
      expect(error.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
      expect(error.message).toContain(`${path}: `);
    }
  });

  it('refuses a postSettlement that is not true or false, naming it', async () => {
    const { post } = site();
    const cases: [unknown, string, RegExp][] = [
      [
        { ...EXAMPLE_SCENARIO, postSettlement: 'true' },
        'postSettlement',
        /expected boolean, received string/,
      ],
      [{ ...EXAMPLE_SCENARIO, postSettlement: null }, 'postSettlement', /expected boolean, received null/],
      [{ ...EXAMPLE_SCENARIO, postSettlement: 1 }, 'postSettlement', /expected boolean, received number/],
    ];
    for (const [scenario, path, message] of cases) {
      const error = await refusal(await post(json(scenario)), 400);
      expect(error.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
    }
  });

  it('refuses a number JSON reads as Infinity (1e400), naming it', async () => {
    const { post } = site();
    const text = json(EXAMPLE_SCENARIO).replace('"reservation":96', '"reservation":1e400');
    const error = await refusal(await post(text), 400);
    expect(error.issues.map((issue) => issue.path)).toEqual(['buyer.reservation']);
  });

  it('refuses a key given twice in one object, naming it, whichever value comes last', async () => {
    const { post } = site();
    const text = json(EXAMPLE_SCENARIO).replace(
      '"strategy":"boulware"',
      '"strategy":"boulware","strategy":"linear"',
    );
    const error = await refusal(await post(text), 400);
    expect(error.code).toBe('repeated_key');
    expect(error.issues).toEqual([
      { path: 'buyer.strategy', message: API_MESSAGES.repeatedKey('buyer.strategy') },
    ]);
    const top = await refusal(await post(`{"deadline": 2, ${json(EXAMPLE_SCENARIO).slice(1)}`), 400);
    expect(top.issues[0]!.path).toBe('deadline');
    // A huge repeated key is echoed cut short.
    const huge = 'k'.repeat(3000);
    const long = await refusal(await post(`{"${huge}": 1, "${huge}": 2}`), 400);
    expect(long.message.length).toBeLessThan(200);
  });

  it('refuses deep nesting before parsing it', async () => {
    const { post } = site();
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    expect((await refusal(await post(deep), 400)).code).toBe('too_deep');
    const inside = json(
      withSide('buyer', { weights: JSON.parse(`${'{"a":'.repeat(20)}1${'}'.repeat(20)}`) }),
    );
    expect((await refusal(await post(inside), 400)).code).toBe('too_deep');
  });

  it('refuses a body over the limit with 413, declared or streamed, without reading past it', async () => {
    const { post } = site();
    const big = json({ ...EXAMPLE_SCENARIO, padding: 'x'.repeat(API_MAX_BODY_BYTES) });
    const declared = await refusal(await post(big, { 'Content-Length': String(big.length) }), 413);
    expect(declared).toEqual({ code: 'body_too_large', message: API_MESSAGES.tooLarge, issues: [] });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const streamed = await post(endless, {}, CLIENT);
    expect((await refusal(streamed, 413)).code).toBe('body_too_large');
    expect(pulled).toBeLessThan(20);
  });

  it('gives up on a body that never ends (a byte now and then, never past the limit): 408, the connection closed', async () => {
    const { post } = site({ bodyTimeoutMs: 200 });
    let pulled = 0;
    const slowloris = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulled += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(new Uint8Array([0x20]));
      },
    });
    const started = performance.now();
    const answer = await post(slowloris);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await refusal(answer, 408)).toEqual({
      code: 'request_timeout',
      message: API_MESSAGES.timedOut,
      issues: [],
    });
    expect(answer.headers.get('connection')).toBe('close');
    const seen = pulled;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pulled).toBeLessThanOrEqual(seen + 1);
  });

  it('refuses huge strings and arrays inside a valid shape with the field named, not echoed', async () => {
    const { post } = site();
    const longItem = await refusal(await post(json({ ...EXAMPLE_SCENARIO, item: 'x'.repeat(7000) })), 400);
    expect(longItem.issues.map((issue) => issue.path)).toEqual(['item']);
    expect(JSON.stringify(longItem).length).toBeLessThan(1000);
    const array = json(withSide('buyer', { reservation: Array.from({ length: 2000 }, () => 1) }));
    const longArray = await refusal(await post(array), 400);
    expect(longArray.issues).toEqual([
      { path: 'buyer.reservation', message: expect.stringMatching(/received array/) },
    ]);
  });

  it('refuses a body not declared as JSON with 415, whatever it holds', async () => {
    const { post } = site();
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/jsonp',
      '',
    ]) {
      const error = await refusal(await post(json(EXAMPLE_SCENARIO), { 'Content-Type': type }), 415);
      expect(error.code).toBe('unsupported_media_type');
    }
    // Parameters and case do not matter.
    expect(
      (await post(json(EXAMPLE_SCENARIO), { 'Content-Type': 'Application/JSON; charset=utf-8' })).status,
    ).toBe(200);
  });

  it('answers other methods with 405 and Allow, and unknown API paths with a JSON 404', async () => {
    const { request } = site();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await request(ENDPOINT, { method });
      expect((await refusal(response, 405)).code).toBe('method_not_allowed');
      expect(response.headers.get('allow')).toBe('OPTIONS, POST');
    }
    const openapiPost = await request('/api/v1/openapi.json', { method: 'POST' });
    expect(openapiPost.status).toBe(405);
    expect(openapiPost.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await refusal(await request('/api/v1/negotiation'), 404)).code).toBe('not_found');
    expect((await refusal(await request('/api/v1/negotiations/x', { method: 'POST' }), 404)).code).toBe(
      'not_found',
    );
  });
});

describe('POST /api/v1/negotiations: a run', () => {
  it('answers the transcript, outcome and metrics in the response schema, never cached, timed', async () => {
    const { post } = site();
    const response = await post(json(EXAMPLE_SCENARIO));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d\d$/);
    const body = negotiationResponseSchema.parse(await response.json());
    expect(body.transcript[0]!.performative).toBe('cfp');
    expect(body.transcript.at(-1)!.performative).toBe('inform');
    expect(body.outcome.result).toBe('agreement');
    expect(body.outcome.agreement!.terms.price).toBeGreaterThanOrEqual(88);
    expect(body.outcome.agreement!.terms.price).toBeLessThanOrEqual(96);
    expect(body.metrics.offers).toBeGreaterThan(0);
    // Deterministic: the same scenario, the same answer.
    const again = await (await post(json(EXAMPLE_SCENARIO))).json();
    expect(again).toEqual(body);
  });

  it('answers a negotiation that cannot end in a deal, with null agreement and Nash point', async () => {
    const { post } = site();
    const apart = {
      ...withSide('buyer', { reservation: 50, target: 40 }),
      seller: { ...EXAMPLE_SCENARIO.seller, reservation: 90 },
    };
    const body = negotiationResponseSchema.parse(await (await post(json(apart))).json());
    expect(body.outcome).toEqual({ result: 'no-zone-of-agreement', agreement: null });
    expect(body.metrics.nash).toBeNull();
    expect(body.metrics.distance_to_nash).toBeNull();
  });

  it('answers the post-settlement step only when asked, the negotiated deal kept as the agreement', async () => {
    const { post } = site();
    // Two Conceders agree at $96, net 60: both are better off at $92, net 0 (found by the mediator).
    const conceders = withSide('buyer', { strategy: 'conceder' });
    const plain = negotiationResponseSchema.parse(await (await post(json(conceders))).json());
    expect(plain.outcome).not.toHaveProperty('post_settlement');
    const off = await (await post(json({ ...conceders, postSettlement: false }))).json();
    expect(off.outcome).not.toHaveProperty('post_settlement');
    const body = negotiationResponseSchema.parse(
      await (await post(json({ ...conceders, postSettlement: true }))).json(),
    );
    expect(body.transcript).toEqual(plain.transcript);
    expect(body.outcome.agreement).toEqual(plain.outcome.agreement);
    const step = body.outcome.post_settlement!;
    const deal = plain.outcome.agreement!;
    expect(deal.terms).toMatchObject({ price: 96, payment: 60 });
    expect(step.consent).toEqual({ buyer: true, seller: true });
    expect(step.settled).toEqual(step.proposal);
    expect(step.settled.terms).toEqual({ price: 92, quantity: 1000, delivery: 7, payment: 0 });
    expect(step.settled.utility.buyer).toBeGreaterThan(deal.utility.buyer);
    expect(step.settled.utility.seller).toBeGreaterThan(deal.utility.seller);
    const apart = { ...withSide('buyer', { reservation: 50, target: 40 }), postSettlement: true };
    const none = negotiationResponseSchema.parse(await (await post(json(apart))).json());
    expect(none.outcome.post_settlement).toBeNull();
  });

  it('ignores unknown fields, a "__proto__" key included (the schema names what it reads)', async () => {
    const { post } = site();
    const text = `{"__proto__": {"deadline": 1, "polluted": true}, "extra": 1, ${json(EXAMPLE_SCENARIO).slice(1)}`;
    const response = await post(text);
    expect(response.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a failing run with a JSON 500 that tells nothing of the failure', async () => {
    const logged: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
    const failing: EngineEndpoint = {
      ...ENGINE_ENDPOINTS[0]!,
      path: '/failing',
      run: () => {
        throw new Error('secret detail');
      },
    };
    const { request } = site({ endpoints: [failing] });
    const response = await request('/api/v1/failing', {
      method: 'POST',
      body: json(EXAMPLE_SCENARIO),
      headers: { 'Content-Type': 'application/json' },
    });
    const error = await refusal(response, 500);
    expect(error).toEqual({ code: 'internal', message: API_MESSAGES.internal, issues: [] });
    expect(logged).toHaveLength(1);
    spy.mockRestore();
  });

  it('carries the security headers of every answer of the site', async () => {
    const { post } = site();
    const response = await post(json(EXAMPLE_SCENARIO));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });
});

describe('CORS: any origin, without credentials', () => {
  it('answers the preflight for POST with Content-Type, and the run with Access-Control-Allow-Origin *', async () => {
    const { request, post } = site();
    const preflight = await request(ENDPOINT, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const run = await post(json(EXAMPLE_SCENARIO), { Origin: 'https://elsewhere.example' });
    expect(run.headers.get('access-control-allow-origin')).toBe('*');
    expect(run.headers.get('access-control-allow-credentials')).toBeNull();
    expect(run.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });
});

describe('rate limit per client', () => {
  it('lets 10 a second through, then 429 with Retry-After; another client is not held', async () => {
    let now = Date.UTC(2026, 0, 1, 0, 0, 0, 100);
    const { post } = site({ now: () => now });
    for (let i = 0; i < 10; i++) expect((await post(json(EXAMPLE_SCENARIO))).status).toBe(200);
    const refused = await post(json(EXAMPLE_SCENARIO));
    const error = await refusal(refused, 429);
    expect(error.code).toBe('rate_limited');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(error.message).toBe(API_MESSAGES.rateLimited(1));
    // A page of another origin can read the refusal and its Retry-After.
    const fromPage = await post(json(EXAMPLE_SCENARIO), { Origin: 'https://elsewhere.example' });
    expect(fromPage.headers.get('access-control-allow-origin')).toBe('*');
    expect(fromPage.headers.get('access-control-expose-headers')).toContain('Retry-After');
    // Refused before its body is read: even a bad body gets 429, not 400.
    expect((await post('{')).status).toBe(429);
    expect((await post(json(EXAMPLE_SCENARIO), {}, '198.51.100.4')).status).toBe(200);
    // The next second, 10 more; past 60 in the minute, wait for the minute.
    for (let second = 1; second < 6; second++) {
      now += 1000;
      for (let i = 0; i < 10; i++) expect((await post('{}')).status).toBe(400);
    }
    now += 1000;
    const minute = await post(json(EXAMPLE_SCENARIO));
    expect(minute.status).toBe(429);
    expect(Number(minute.headers.get('retry-after'))).toBe(54);
  });

  it('counts an IPv6 /64 as one client', async () => {
    const { post } = site({ now: () => 0 });
    for (let i = 0; i < 10; i++) expect((await post('{}', {}, `2001:db8::${i + 1}`)).status).toBe(400);
    expect((await post('{}', {}, '2001:db8::ffff')).status).toBe(429);
    expect((await post('{}', {}, '2001:db8:0:1::1')).status).toBe(400);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const { post } = site({ now: () => 0, trustedProxies: parseTrustedProxies('10.0.0.1') });
    // From an untrusted peer a forged header changes nothing: the peer is the client.
    for (let i = 0; i < 10; i++)
      expect((await post('{}', { 'X-Forwarded-For': `198.51.100.${i}` }, CLIENT)).status).toBe(400);
    expect((await post('{}', { 'X-Forwarded-For': '198.51.100.99' }, CLIENT)).status).toBe(429);
    // Behind the trusted proxy each forwarded client has its own count.
    for (let i = 0; i < 10; i++)
      expect((await post('{}', { 'X-Forwarded-For': '192.0.2.1' }, '10.0.0.1')).status).toBe(400);
    expect((await post('{}', { 'X-Forwarded-For': '192.0.2.1' }, '10.0.0.1')).status).toBe(429);
    expect((await post('{}', { 'X-Forwarded-For': '192.0.2.2' }, '10.0.0.1')).status).toBe(400);
  });
});

/** An endpoint whose run takes `ms` of the thread, as the heaviest scenario's does (about 12 ms). */
function slow(ms: number): EngineEndpoint {
  return {
    ...ENGINE_ENDPOINTS[0]!,
    path: '/slow',
    run: () => {
      const until = performance.now() + ms;
      while (performance.now() < until);
      return {};
    },
  };
}

describe("the whole site's engine time", () => {
  it('answers 503 with Retry-After once the second’s budget is spent, whichever clients send (each of another network)', async () => {
    let now = Date.UTC(2026, 0, 1, 0, 0, 0, 100);
    const clock = () => now;
    const engineBudget = new EngineTimeBudget(100, clock);
    const { request } = site({ now: clock, endpoints: [slow(40)], engineBudget });
    const post = (i: number) =>
      request(
        '/api/v1/slow',
        { method: 'POST', body: json(EXAMPLE_SCENARIO), headers: { 'Content-Type': 'application/json' } },
        `2001:db8:${i.toString(16)}::1`,
      );
    // Each from a /48 of its own, so no client or network is near its own limit. Runs of 40 ms spend
    // the 100 ms in 3 (fewer on a loaded machine, where the checks around each run take longer): never 10.
    let served = 0;
    let busy = await post(0);
    while (busy.status === 200 && served < 10) {
      served += 1;
      busy = await post(served);
    }
    expect(served).toBeGreaterThanOrEqual(1);
    expect(served).toBeLessThanOrEqual(3);
    const error = await refusal(busy, 503);
    expect(error).toEqual({ code: 'busy', message: API_MESSAGES.busy, issues: [] });
    expect(busy.headers.get('retry-after')).toBe('1');
    // Refused before the body is read: a bad body is also 503, never a 400 that read it.
    expect(
      (
        await request(
          '/api/v1/slow',
          { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } },
          '198.51.100.9',
        )
      ).status,
    ).toBe(503);
    // The next second has its budget again.
    now += 1000;
    expect((await post(20)).status).toBe(200);
  });

  it('checks the budget again once a body has arrived: bodies held back past the first check never run beyond it', async () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0, 100);
    const engineBudget = new EngineTimeBudget(100, () => now);
    const { request } = site({ now: () => now, endpoints: [slow(40)], engineBudget });
    // Ten clients each start a post while the budget is whole, and hold the body's last byte back.
    const text = new TextEncoder().encode(json(EXAMPLE_SCENARIO));
    const finishes: Array<() => void> = [];
    const answers = Array.from({ length: 10 }, (_, i) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(text.subarray(0, -1));
          finishes.push(() => {
            controller.enqueue(text.subarray(-1));
            controller.close();
          });
        },
      });
      return request(
        '/api/v1/slow',
        {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json' },
          duplex: 'half',
        } as RequestInit,
        `2001:db8:0:${i.toString(16)}::1`,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50)); // every post past the first check
    for (const finish of finishes) finish();
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    // 100 ms of budget, runs of 40 ms: 3 at most run, never all 10 (400 ms of the thread at once).
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(7);
  });

  it('is a budget per clock second: spent up to its milliseconds, then none until the next second', () => {
    let now = 0;
    const budget = new EngineTimeBudget(10, () => now);
    expect(budget.retryAfter(CLIENT)).toBeNull();
    budget.spend('192.0.2.1', 6);
    expect(budget.retryAfter(CLIENT)).toBeNull();
    budget.spend('198.51.100.1', 6);
    expect(budget.retryAfter(CLIENT)).toBe(1);
    now = 999;
    expect(budget.retryAfter(CLIENT)).toBe(1);
    now = 1000;
    expect(budget.retryAfter(CLIENT)).toBeNull();
  });
});

describe('fair shares of the engine time and of a network', () => {
  const at = Date.UTC(2026, 0, 1, 0, 0, 0, 100);

  function heavySite(budgetMs: number) {
    const engineBudget = new EngineTimeBudget(budgetMs, () => at);
    const { request } = site({ now: () => at, endpoints: [slow(5)], engineBudget });
    const run = (client: string) =>
      request(
        '/api/v1/slow',
        { method: 'POST', body: json(EXAMPLE_SCENARIO), headers: { 'Content-Type': 'application/json' } },
        client,
      );
    return { run, engineBudget };
  }

  it('serves a light client beside 5 heavy ones each at its own limit, all within the budget and one run', async () => {
    // 200 ms a second; runs of 5 ms (longer on a loaded machine): 5 clients of 5 networks, 10 runs each
    // (their limit), round robin, would spend 250 ms, and without fair shares everyone got 503 past 200.
    const { run, engineBudget } = heavySite(200);
    const heavy = ['198.51.100.1', '198.51.101.1', '2001:db8:1::1', '2001:db8:2::1', '192.0.2.1'];
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let round = 0; round < 10; round++)
      for (const client of heavy) {
        const answer = await run(client);
        statuses.push(answer.status);
        if (answer.status === 503) refused ??= answer;
      }
    const busy = statuses.filter((status) => status === 503).length;
    expect(busy).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200).length + busy).toBe(50);
    // The developer trying the documented curl, from another network: served.
    expect((await run('203.0.113.50')).status).toBe(200);
    expect(engineBudget.spentMs).toBeLessThan(200 + 40); // the budget, and one run (on a loaded machine)
    // The heavy clients were refused with 503 busy and Retry-After 1.
    expect(refused!.headers.get('retry-after')).toBe('1');
    expect(await refusal(refused!, 503)).toEqual({ code: 'busy', message: API_MESSAGES.busy, issues: [] });
  });

  it('keeps a network (an IPv6 /48) to its share of the engine time: another network’s heavy client is served', async () => {
    // 400 ms a second, of which a network may spend 160: 40 /64s of one /48, a run of 5 ms each.
    const { run, engineBudget } = heavySite(400);
    const attacker: number[] = [];
    for (let i = 0; i < 40; i++) attacker.push((await run(`2001:db8:1:${i.toString(16)}::1`)).status);
    const attackerServed = attacker.filter((status) => status === 200).length;
    expect(attackerServed).toBeLessThanOrEqual(160 / 5 + 1);
    expect(attacker.at(-1)).toBe(503);
    expect(engineBudget.spentMs).toBeLessThan(160 + 40); // its share, and one run (on a loaded machine)
    // Another network's client, heavy too (well past the light clients' 20 ms): its runs are served.
    const other: number[] = [];
    for (let i = 0; i < 5; i++) other.push((await run('2001:db8:2:1::1')).status);
    expect(other).toEqual(Array.from({ length: 5 }, () => 200));
  });

  it('counts the clients of one IPv6 /48 together against 4 times a client’s rate: another network is served', async () => {
    const { post } = site({ now: () => at });
    const answers: number[] = [];
    for (let i = 0; i < 50; i++)
      answers.push((await post('{}', {}, `2001:db8:5:${i.toString(16)}::1`)).status);
    expect(answers.slice(0, 40)).toEqual(Array.from({ length: 40 }, () => 400));
    expect(answers.slice(40)).toEqual(Array.from({ length: 10 }, () => 429));
    const refused = await post('{}', {}, '2001:db8:5:ffff::1');
    const error = await refusal(refused, 429);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe(API_MESSAGES.networkRateLimited(1, 'ipv6'));
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await post('{}', {}, '2001:db8:6::1')).status).toBe(400);
    expect((await post('{}', {}, CLIENT)).status).toBe(400);
  });

  it('counts an IPv4 /24 together only generously (carrier-grade NAT): 16 times a client’s rate', async () => {
    const { post } = site({ now: () => at });
    const answers: number[] = [];
    for (let i = 0; i < 17; i++)
      for (let n = 0; n < 10; n++) answers.push((await post('{}', {}, `198.51.100.${i + 1}`)).status);
    expect(answers.filter((status) => status === 400)).toHaveLength(160);
    expect(answers.filter((status) => status === 429)).toHaveLength(10);
    expect((await post('{}', {}, '198.51.101.1')).status).toBe(400);
  });
});

describe('POST /api/v1/negotiations/multi-supplier', () => {
  const MULTI = '/api/v1/negotiations/multi-supplier';
  const example = EXAMPLE_MULTI_SUPPLIER_SCENARIO;
  const postMulti = (request: ReturnType<typeof site>['request'], body: string) =>
    request(MULTI, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
  const supplier = (index: number, change: Record<string, unknown> = {}) => ({
    ...example.suppliers[0]!,
    name: `Supplier ${index}`,
    ...change,
  });

  it('answers every thread, the one winner and why, in its response schema (nothing left out)', async () => {
    const { request } = site();
    const response = await postMulti(request, json(example));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = await response.json();
    // Parsed equal to the answer: the schema describes every field the endpoint sends.
    expect(multiSupplierResponseSchema.parse(answer)).toEqual(answer);
    const body = multiSupplierResponseSchema.parse(answer);
    expect(body.threads.map((thread) => thread.supplier)).toEqual(['Supplier A', 'Supplier B', 'Supplier C']);
    expect(body.outcome.winner).not.toBeNull();
    const results = body.threads.map((thread) => thread.result);
    expect(results.filter((result) => result === 'agreement')).toHaveLength(1);
    expect(body.threads.find((thread) => thread.result === 'agreement')!.supplier).toBe(
      body.outcome.winner!.supplier,
    );
    expect(body.outcome.explanation).toContain(body.outcome.winner!.supplier);
    expect(new Set(body.threads.map((thread) => thread.transcript[0]!.conversation_id)).size).toBe(3);
    expect(await (await postMulti(request, json(example))).json()).toEqual(answer);
  });

  it('refuses one supplier or six, a missing, null or non-list suppliers field, naming the path', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ ...example, suppliers: [supplier(1)] }, 'suppliers', /Too small/],
      [{ ...example, suppliers: [1, 2, 3, 4, 5, 6].map((i) => supplier(i)) }, 'suppliers', /Too big/],
      [{ ...example, suppliers: null }, 'suppliers', /expected array, received null/],
      [{ ...example, suppliers: example.suppliers[0] }, 'suppliers', /expected array, received object/],
      [{ ...example, suppliers: undefined }, 'suppliers', /expected array/],
      [{ ...example, suppliers: [supplier(1), 'B'] }, 'suppliers.1', /expected object, received string/],
      [
        { ...example, suppliers: [supplier(1), supplier(2, { reservation: '85' })] },
        'suppliers.1.reservation',
        /expected number, received string/,
      ],
      [
        { ...example, suppliers: [supplier(1), supplier(2, { target: 50 })] },
        'suppliers.1.target',
        /target must not be below its reservation/,
      ],
      [
        { ...example, suppliers: [supplier(1), supplier(2, { name: 'Supplier 1' })] },
        'suppliers.1.name',
        /same name/,
      ],
      [
        { ...example, suppliers: [supplier(1), supplier(2, { name: '   ' })] },
        'suppliers.1.name',
        /Too small/,
      ],
      [
        { ...example, suppliers: [supplier(1), supplier(2, { name: 'x'.repeat(41) })] },
        'suppliers.1.name',
        /Too big/,
      ],
      [{ ...example, buyer: { ...example.buyer, target: 200 } }, 'buyer.target', /above its reservation/],
    ];
    for (const [scenario, path, message] of cases) {
      // A server each: more cases than the rate limit lets through in a second.
      const error = await refusal(await postMulti(site().request, json(scenario)), 400);
      expect(error.code).toBe('invalid_request');
      expect(error.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
    }
  });

  it('refuses an empty body, bad JSON, a repeated key and GET, as the bilateral endpoint does', async () => {
    const { request } = site();
    expect((await refusal(await postMulti(request, ''), 400)).code).toBe('empty_body');
    expect((await refusal(await postMulti(request, '{'), 400)).code).toBe('invalid_json');
    const repeated = `{"deadline": 20, "deadline": 30, ${json(example).slice(1)}`;
    expect((await refusal(await postMulti(request, repeated), 400)).code).toBe('repeated_key');
    expect((await refusal(await request(MULTI), 405)).code).toBe('method_not_allowed');
  });
});
