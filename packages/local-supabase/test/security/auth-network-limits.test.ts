import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/auth/rate-limit';
import { startTestBackend, type TestBackend } from '../harness';
import { uniqueEmail } from '../auth/helpers';

/**
 * The per-client windows of /auth/v1 count an IPv6 /64 as a client, and one person's /48 (65,536
 * /64s, often free) as that many clients: 10 /64s of one /48 spent the instance's whole hourly mail
 * budget (100), so nobody got a confirmation or recovery mail for the hour. The clients of one
 * network now count together as 4 clients (IPv6 /48) or 16 (IPv4 /24) in each window. Clients are
 * named through a trusted proxy, the only way to send from many IPv6 networks in a test.
 */

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend({
    RATE_LIMITS: 'on',
    MAILER_AUTOCONFIRM: 'false',
    API_TRUSTED_PROXIES: '127.0.0.1',
  });
});
afterAll(async () => {
  await server?.close();
});

async function post(from: string, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: server.config.anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': from,
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('the clients of one network count together', () => {
  const perClient = RATE_LIMITS.email_sent_per_ip.max;

  test(`6 /64s of one IPv6 /48 ask for at most ${4 * perClient} mails an hour; another /48 still may`, async () => {
    const statuses: number[] = [];
    for (let client = 1; client <= 6; client++)
      for (let i = 0; i < perClient; i++)
        statuses.push(
          await post(`2001:db8:48:${client}::1`, '/recover', { email: uniqueEmail('net-ghost') }),
        );
    expect(statuses.filter((s) => s === 200)).toHaveLength(4 * perClient);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * perClient);
    expect(await post('2001:db8:49:1::1', '/recover', { email: uniqueEmail('net-ghost') })).toBe(200);
  }, 60_000);

  test('a client keeps its own window within its network', async () => {
    for (let i = 0; i < perClient; i++)
      expect(await post('2001:db8:50:1::1', '/recover', { email: uniqueEmail('own-ghost') })).toBe(200);
    expect(await post('2001:db8:50:1::2', '/recover', { email: uniqueEmail('own-ghost') })).toBe(429);
    expect(await post('2001:db8:50:2::1', '/recover', { email: uniqueEmail('own-ghost') })).toBe(200);
  }, 60_000);

  test('token refreshes: the /64s of one /48 share 4 clients’ window', async () => {
    const { max } = RATE_LIMITS.token_refresh;
    let refused = 0;
    for (let client = 1; client <= 5; client++)
      for (let i = 0; i < max; i++) {
        const status = await post(`2001:db8:51:${client}::1`, '/token?grant_type=refresh_token', {
          refresh_token: 'not-a-token',
        });
        if (status === 429) refused += 1;
      }
    expect(refused).toBe(max);
  }, 120_000);
});
