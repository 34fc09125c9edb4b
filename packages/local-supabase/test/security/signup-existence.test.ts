import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';
import { uniqueEmail } from '../auth/helpers';
import { makeUser } from './helpers';

/**
 * Signing up with an address tells as little as GoTrue lets it: the body's shape is GoTrue's own
 * (see docs/security.md), and the time no longer adds anything. Before, an address with an account
 * answered in ~4 ms and a new one in ~90 ms (bcrypt): a stopwatch listed the accounts.
 */

let server: TestBackend;
beforeAll(async () => {
  // Confirmations on (Parley's config): the answer for an existing address is 200, like a new one.
  server = await startTestBackend({ MAILER_AUTOCONFIRM: 'false' });
});
afterAll(async () => {
  await server?.close();
});

async function signUp(email: string): Promise<{ ms: number; status: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email, password: 'secret-password', data: { name: 'Ada' } }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { ms: performance.now() - started, status: response.status, body };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const TRIES = 9;

describe('sign-up with an address that has an account', () => {
  test('takes as long as a new sign-up (medians within a factor of 2), confirmed or not', async () => {
    const confirmed = (await makeUser(server, 'existing')).email;
    const unconfirmed = uniqueEmail('pending');
    expect((await signUp(unconfirmed)).status).toBe(200);
    await signUp(uniqueEmail('warm-up')); // the bcrypt workers start on first use
    const times = { fresh: [] as number[], confirmed: [] as number[], unconfirmed: [] as number[] };
    // Interleaved, so a busy moment of the machine weighs on every path alike.
    for (let i = 0; i < TRIES; i += 1) {
      times.fresh.push((await signUp(uniqueEmail('fresh'))).ms);
      times.confirmed.push((await signUp(confirmed)).ms);
      // Past the per-user mail interval, so the confirmation is re-sent each time.
      await new Promise((resolve) => setTimeout(resolve, 5));
      times.unconfirmed.push((await signUp(unconfirmed)).ms);
    }
    const medians = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
    console.info('sign-up medians (ms):', medians);
    expect(medians.confirmed).toBeGreaterThanOrEqual(medians.fresh! * 0.5);
    expect(medians.unconfirmed).toBeGreaterThanOrEqual(medians.fresh! * 0.5);
  }, 60_000);

  test('answers with GoTrue’s look-alike user: a random id, no identities, the data sent', async () => {
    const existing = await makeUser(server, 'shape');
    const fresh = await signUp(uniqueEmail('shape-new'));
    const repeated = await signUp(existing.email);
    expect(repeated.status).toBe(fresh.status);
    expect(repeated.body.id).not.toBe(existing.id);
    expect(repeated.body.identities).toEqual([]);
    expect(fresh.body.identities).toHaveLength(1);
    expect(repeated.body.user_metadata).toEqual({ name: 'Ada' });
    expect(JSON.stringify(repeated.body)).not.toContain('access_token');
    // The same fields, in the same order, as a new user's (GoTrue's sanitizeUser keeps the shape).
    expect(Object.keys(repeated.body)).toEqual(Object.keys(fresh.body));
  });
});
