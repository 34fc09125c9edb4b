import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestDatabase, type TestDatabase } from './database';

// The per-client limit on leads (migration 20251127110000_lead_flood_limits.sql): 5 a minute and 20
// an hour per client address (IPv4, or IPv6 /64), for anon and authenticated; refused with
// sqlstate PGRST, which PostgREST answers as HTTP 429 with Retry-After.

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ leadLimits: true });
});

afterEach(async () => {
  await t.db.query(
    'update app_private.settings set lead_limits_on = true, lead_limit_per_minute = 5, lead_limit_per_hour = 20',
  );
});

let counter = 0;
const uniqueEmail = () => `flood${++counter}@acme.test`;

type Role = 'anon' | 'authenticated' | 'service_role';

interface Submission {
  role?: Role;
  claims?: Record<string, unknown>;
  /** request.headers as PostgREST sets it; none: a session without a request (no client address). */
  headers?: Record<string, string>;
  email?: string;
}

/** Inserts one lead as PostgREST would for a request with these headers; the error, if refused. */
async function submit({ role = 'anon', claims = {}, headers, email = uniqueEmail() }: Submission) {
  try {
    await asRole(t.db, { role, claims }, async (tx) => {
      if (headers)
        await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
      await tx.query('insert into public.leads (kind, email) values ($1, $2)', ['newsletter', email]);
    });
    return null;
  } catch (error) {
    return error as { code?: string; message?: string; detail?: string };
  }
}

const stored = async (email: string) =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from public.leads where email = $1', [email]))
    .rows[0]!.n;

/** Waits out the last seconds of a minute, so a test's leads all fall in one minute window. */
async function awayFromMinuteEdge() {
  const ms = Date.now() % 60_000;
  if (ms > 50_000) await sleep(60_000 - ms + 200);
}

/** The HTTP answer PostgREST makes of a refusal: the status and headers in the error's detail. */
function expectRefused(error: Awaited<ReturnType<typeof submit>>, maxRetryAfter: number) {
  expect(error?.code).toBe('PGRST');
  const response = JSON.parse(error!.detail!) as { status: number; headers: Record<string, string> };
  const body = JSON.parse(error!.message!) as { code: string; message: string };
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['Retry-After']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
  expect(body).toMatchObject({ code: 'PT429', message: 'Too many leads from this address' });
}

/** Sends `n` leads from one client, each expected to be stored. */
async function spend(n: number, submission: Omit<Submission, 'email'>) {
  for (let i = 0; i < n; i++) expect(await submit(submission)).toBeNull();
}

describe('per-client limit on leads', () => {
  it("refuses an anonymous client's sixth lead in a minute, storing nothing of it", async () => {
    await awayFromMinuteEdge();
    const headers = { 'x-real-ip': '203.0.113.1' };
    await spend(5, { headers });
    const email = uniqueEmail();
    expectRefused(await submit({ headers, email }), 60);
    expect(await stored(email)).toBe(0);
  });

  it("another client's address is unaffected", async () => {
    await awayFromMinuteEdge();
    await spend(5, { headers: { 'x-real-ip': '203.0.113.2' } });
    expect(await submit({ headers: { 'x-real-ip': '203.0.113.2' } })).not.toBeNull();
    expect(await submit({ headers: { 'x-real-ip': '203.0.113.3' } })).toBeNull();
  });

  it('a signed-in user is limited like a visitor, in the same bucket as their address', async () => {
    await awayFromMinuteEdge();
    const headers = { 'x-real-ip': '203.0.113.4' };
    await spend(3, { headers });
    await spend(2, { role: 'authenticated', claims: { sub: t.customerId }, headers });
    expectRefused(await submit({ role: 'authenticated', claims: { sub: t.customerId }, headers }), 60);
  });

  it('IPv6 counts per /64: another address of the same /64 shares the limit, the next /64 does not', async () => {
    await awayFromMinuteEdge();
    for (let i = 1; i <= 5; i++)
      expect(await submit({ headers: { 'x-real-ip': `2001:db8:5:6::${i}` } })).toBeNull();
    expectRefused(await submit({ headers: { 'x-real-ip': '2001:db8:5:6:ffff::1' } }), 60);
    expect(await submit({ headers: { 'x-real-ip': '2001:db8:5:7::1' } })).toBeNull();
  });

  it('an IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address', async () => {
    await awayFromMinuteEdge();
    await spend(5, { headers: { 'x-real-ip': '203.0.113.5' } });
    expectRefused(await submit({ headers: { 'x-real-ip': '::ffff:203.0.113.5' } }), 60);
  });

  it('a forged x-parley-visitor-address without the relay claim is ignored', async () => {
    await awayFromMinuteEdge();
    const headers = { 'x-real-ip': '203.0.113.6' };
    await spend(5, { headers });
    expectRefused(await submit({ headers: { ...headers, 'x-parley-visitor-address': '198.51.100.66' } }), 60);
    // A claim that is not exactly true is no relay either.
    expectRefused(
      await submit({
        claims: { parley_lead_relay: 'true' },
        headers: { ...headers, 'x-parley-visitor-address': '198.51.100.67' },
      }),
      60,
    );
  });

  it("the site server's relay counts each lead under the visitor's address, not its own", async () => {
    await awayFromMinuteEdge();
    const relay = (visitor: string) => ({
      claims: { parley_lead_relay: true },
      headers: { 'x-real-ip': '127.0.0.1', 'x-parley-visitor-address': visitor },
    });
    await spend(5, relay('198.51.100.10'));
    expectRefused(await submit(relay('198.51.100.10')), 60);
    // The same visitor sending from the browser is in the same bucket.
    expectRefused(await submit({ headers: { 'x-real-ip': '198.51.100.10' } }), 60);
    // Other visitors through the same site server are not.
    await spend(5, relay('198.51.100.11'));
    // Nor is the site server's own address.
    expect(await submit({ headers: { 'x-real-ip': '127.0.0.1' } })).toBeNull();
  });

  it('a relay without a valid visitor address counts in the shared unknown bucket', async () => {
    await awayFromMinuteEdge();
    const relay = (visitor: string | undefined) => ({
      claims: { parley_lead_relay: true },
      headers: {
        'x-real-ip': '127.0.0.2',
        ...(visitor === undefined ? {} : { 'x-parley-visitor-address': visitor }),
      },
    });
    // Missing, empty, not an address, a list, huge: all the one 'unknown' bucket.
    const bad = [undefined, '', 'not-an-address', '198.51.100.12, 198.51.100.13', '1'.repeat(10_000)];
    for (const visitor of bad) expect(await submit(relay(visitor))).toBeNull();
    expectRefused(await submit(relay('999.1.1.1')), 60);
    expectRefused(await submit({ headers: {} }), 60);
  });

  it('with no client address at all, anon and authenticated share one bucket', async () => {
    await awayFromMinuteEdge();
    // The unknown bucket may hold leads of the previous test in this minute: start a fresh window.
    await t.db.query(`delete from app_private.lead_rate_windows where bucket = 'unknown'`);
    await spend(4, {});
    await spend(1, { role: 'authenticated', claims: { sub: t.customerId } });
    expectRefused(await submit({}), 60);
  });

  it('X-Forwarded-For (hosted Supabase) counts its first element', async () => {
    await awayFromMinuteEdge();
    await t.db.query(`update app_private.settings set client_address_header = 'x-forwarded-for'`);
    try {
      for (let i = 0; i < 5; i++)
        expect(await submit({ headers: { 'x-forwarded-for': `198.51.100.20, 10.0.0.${i}` } })).toBeNull();
      expectRefused(await submit({ headers: { 'x-forwarded-for': '198.51.100.20' } }), 60);
      // x-real-ip is no longer read.
      expectRefused(
        await submit({ headers: { 'x-forwarded-for': '198.51.100.20', 'x-real-ip': '198.51.100.21' } }),
        60,
      );
    } finally {
      await t.db.query(`update app_private.settings set client_address_header = 'x-real-ip'`);
    }
  });

  it('a repeated lead counts like a new one (a repeat is answered like a new lead)', async () => {
    await awayFromMinuteEdge();
    const headers = { 'x-real-ip': '203.0.113.7' };
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) expect(await submit({ headers, email })).toBeNull();
    expectRefused(await submit({ headers, email }), 60);
  });

  it('refuses the 21st lead of an hour, with Retry-After up to the end of the hour', async () => {
    const ms = Date.now() % 3_600_000;
    if (ms > 3_590_000) await sleep(3_600_000 - ms + 200);
    await t.db.query('update app_private.settings set lead_limit_per_minute = 1000');
    const headers = { 'x-real-ip': '203.0.113.8' };
    await spend(20, { headers });
    expectRefused(await submit({ headers }), 3600);
  });

  it('the service role is never limited', async () => {
    await awayFromMinuteEdge();
    const headers = { 'x-real-ip': '203.0.113.9' };
    await spend(30, { role: 'service_role', headers });
    await spend(5, { headers });
  });

  it('the database owner can turn the limit off', async () => {
    await awayFromMinuteEdge();
    await t.db.query('update app_private.settings set lead_limits_on = false');
    await spend(8, { headers: { 'x-real-ip': '203.0.113.10' } });
  });

  it('the settings refuse nonsense', async () => {
    for (const change of [
      'lead_limit_per_minute = 0',
      'lead_limit_per_hour = -1',
      `client_address_header = 'X-Real-IP'`,
      `client_address_header = 'x real ip'`,
      `client_address_header = ''`,
    ])
      await expect(t.db.query(`update app_private.settings set ${change}`)).rejects.toThrow();
  });

  it('old windows are deleted as leads come in, so the counters stay bounded', async () => {
    await t.db.query(
      `insert into app_private.lead_rate_windows (bucket, window_seconds, window_start, leads)
       select '192.0.2.' || i || '/32', 3600, now() - interval '3 hours', 1 from generate_series(1, 150) i`,
    );
    await submit({ headers: { 'x-real-ip': '203.0.113.11' } });
    await submit({ headers: { 'x-real-ip': '203.0.113.11' } });
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from app_private.lead_rate_windows where window_start < now() - interval '2 hours'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('the API roles cannot read or change the counters or the settings', async () => {
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      for (const sql of [
        'select * from app_private.lead_rate_windows',
        'delete from app_private.lead_rate_windows',
        'update app_private.settings set lead_limits_on = false',
        'select app_private.lead_client_bucket()',
        'select app_private.lead_network_bucket(null)',
      ]) {
        await expect(asRole(t.db, { role, claims: {} }, (tx) => tx.query(sql))).rejects.toMatchObject({
          code: '42501',
        });
      }
    }
  });
});

// The per-network limit (migration 20251204140000_lead_limits_per_network.sql): the clients of one
// IPv6 /48 (65,536 /64s, often free from a tunnel broker: one person) count together as 4 clients,
// those of an IPv4 /24 as 16 (a carrier-grade NAT puts many real visitors behind one /24).
describe('per-network limit on leads', () => {
  /** Expects the network's refusal: a 429 like the client's, naming the network. */
  function expectNetworkRefused(error: Awaited<ReturnType<typeof submit>>, maxRetryAfter: number) {
    expect(error?.code).toBe('PGRST');
    const response = JSON.parse(error!.detail!) as { status: number; headers: Record<string, string> };
    expect(response.status).toBe(429);
    expect(Number(response.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers['Retry-After'])).toBeLessThanOrEqual(maxRetryAfter);
    expect(JSON.parse(error!.message!)).toMatchObject({
      code: 'PT429',
      message: 'Too many leads from this network',
    });
  }

  it('the /64s of one IPv6 /48 store at most 4 clients’ leads a minute; another /48 is unaffected', async () => {
    await awayFromMinuteEdge();
    for (let client = 1; client <= 4; client++)
      await spend(5, { headers: { 'x-real-ip': `2001:db8:48:${client}::1` } });
    // A fifth /64 of the same /48, which has sent nothing yet: refused, nothing stored.
    const email = uniqueEmail();
    expectNetworkRefused(await submit({ headers: { 'x-real-ip': '2001:db8:48:ffff::7' }, email }), 60);
    expect(await stored(email)).toBe(0);
    expect(await submit({ headers: { 'x-real-ip': '2001:db8:49:1::1' } })).toBeNull();
  });

  it('the addresses of one IPv4 /24 store at most 16 clients’ leads a minute', async () => {
    await awayFromMinuteEdge();
    for (let client = 1; client <= 16; client++)
      await spend(5, { headers: { 'x-real-ip': `192.0.2.${client}` } });
    expectNetworkRefused(await submit({ headers: { 'x-real-ip': '192.0.2.200' } }), 60);
    expect(await submit({ headers: { 'x-real-ip': '192.0.3.1' } })).toBeNull();
  });

  it('the hour’s network limit follows the per-client setting, through the site server’s relay too', async () => {
    await awayFromMinuteEdge();
    await t.db.query('update app_private.settings set lead_limit_per_hour = 2');
    const relay = { parley_lead_relay: true };
    for (let client = 1; client <= 4; client++)
      await spend(2, { claims: relay, headers: { 'x-parley-visitor-address': `2001:db8:50:${client}::1` } });
    expectNetworkRefused(
      await submit({ claims: relay, headers: { 'x-parley-visitor-address': '2001:db8:50:99::1' } }),
      3600,
    );
  });

  it('a refused lead does not count: the network’s other clients are refused only while it is full', async () => {
    await awayFromMinuteEdge();
    await t.db.query('update app_private.settings set lead_limit_per_minute = 1');
    for (let client = 1; client <= 4; client++)
      await spend(1, { headers: { 'x-real-ip': `2001:db8:51:${client}::1` } });
    for (let i = 0; i < 3; i++)
      expectNetworkRefused(await submit({ headers: { 'x-real-ip': `2001:db8:51:${i + 10}::1` } }), 60);
    const { rows } = await t.db.query<{ leads: number }>(
      `select leads from app_private.lead_rate_windows where bucket = '2001:db8:51::/48' and window_seconds = 60`,
    );
    expect(rows[0]?.leads).toBe(4);
  });
});
