import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLeadRelayKey } from '../../src/lead-relay-key';
import { startTestBackend, type TestBackend } from '../harness';

// The database's per-client limit on leads (5 a minute, 20 an hour; supabase/tests/lead-flood-limits
// .test.ts) over HTTP: real sockets from distinct loopback addresses, as distinct clients.

let server: TestBackend;
let relayKey: string;
beforeAll(async () => {
  server = await startTestBackend({ LEAD_LIMITS: 'on' });
  relayKey = await signLeadRelayKey(server.config.jwtSecret);
});
afterAll(async () => {
  await server?.close();
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: { code?: string; message?: string; details?: string | null };
}

let counter = 0;

/** POST /rest/v1/leads from a chosen loopback address. */
function postLead(
  from: string,
  headers: Record<string, string> = {},
  key = server.config.anonKey,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/rest/v1/leads`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          apikey: key,
          authorization: `Bearer ${key}`,
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: text ? (JSON.parse(text) as Reply['body']) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ kind: 'newsletter', email: `flood${++counter}@acme.test` }));
  });
}

async function awayFromMinuteEdge() {
  const ms = Date.now() % 60_000;
  if (ms > 50_000) await sleep(60_000 - ms + 200);
}

function expectLimited(reply: Reply) {
  expect(reply.status).toBe(429);
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(reply.body).toMatchObject({ code: 'PT429', message: 'Too many leads from this address' });
}

describe('lead floods over POST /rest/v1/leads', () => {
  it("answers a client's sixth lead in a minute 429 with Retry-After, and stores nothing of it", async () => {
    await awayFromMinuteEdge();
    for (let i = 0; i < 5; i++) expect((await postLead('127.0.0.2')).status).toBe(201);
    const before = counter;
    expectLimited(await postLead('127.0.0.2'));
    const { count } = await server
      .service()
      .from('leads')
      .select('id', { count: 'exact', head: true })
      .eq('email', `flood${before + 1}@acme.test`);
    expect(count).toBe(0);
    // Another client is not affected.
    expect((await postLead('127.0.0.3')).status).toBe(201);
  });

  it('a forged x-real-ip or x-parley-visitor-address from a client changes nothing', async () => {
    await awayFromMinuteEdge();
    for (let i = 0; i < 5; i++) expect((await postLead('127.0.0.4')).status).toBe(201);
    expectLimited(await postLead('127.0.0.4', { 'x-real-ip': '198.51.100.1' }));
    expectLimited(await postLead('127.0.0.4', { 'x-parley-visitor-address': '198.51.100.2' }));
  });

  it("the site server's relay key counts each lead under the visitor it names", async () => {
    await awayFromMinuteEdge();
    const relay = (visitor: string) =>
      postLead('127.0.0.5', { 'x-parley-visitor-address': visitor }, relayKey);
    for (let i = 0; i < 5; i++) expect((await relay('198.51.100.3')).status).toBe(201);
    expectLimited(await relay('198.51.100.3'));
    expect((await relay('198.51.100.4')).status).toBe(201);
  });

  it('the service role is not limited', async () => {
    await awayFromMinuteEdge();
    for (let i = 0; i < 8; i++)
      expect((await postLead('127.0.0.6', {}, server.config.serviceRoleKey)).status).toBe(201);
  });
});
