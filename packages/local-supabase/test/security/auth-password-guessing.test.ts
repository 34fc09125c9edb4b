import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { authTuning } from '../../src/auth';
import { startTestBackend, type TestBackend } from '../harness';
import { confirmedUser, uniqueEmail } from '../auth/helpers';
import { callFrom, freshAddress, type Reply } from './from-address';

/**
 * Guessing a password from many addresses: the per-address window (30 per 5 minutes) alone gives an
 * IPv6 /48 65,536 windows. Failures are also counted per account; a locked account refuses new
 * addresses for the rest of the window, but not the addresses its owner signed in from.
 */

const MAX_FAILURES = 10;
const WINDOW_SECONDS = 15 * 60;
const password = 'right-password';

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend({ RATE_LIMITS: 'on' });
});
afterAll(async () => {
  await server?.close();
});

function signIn(from: string, email: string, pass: string): Promise<Reply> {
  return callFrom(server, from, 'POST', '/token?grant_type=password', { email, password: pass });
}

/** `times` wrong passwords for `email`, each from an address of its own. */
async function guess(email: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const reply = await signIn(freshAddress(), email, `wrong-guess-${i}`);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.code).toBe('invalid_credentials');
  }
}

function expectLocked(reply: Reply): void {
  expect(reply.status, reply.text).toBe(429);
  expect(reply.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  expect(reply.text).not.toContain('access_token');
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

async function sessionsOf(email: string): Promise<number> {
  const { rows } = await server.backend.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1`,
    [email],
  );
  return rows[0]!.n;
}

describe('failed password sign-ins are counted per account', () => {
  test(`after ${MAX_FAILURES} failures from ${MAX_FAILURES} addresses, even the right password from a new address is 429`, async () => {
    const email = await confirmedUser(server, password, 'guessed');
    const before = await sessionsOf(email);
    await guess(email, MAX_FAILURES);
    // The attacker's lucky guess from yet another address: without the cap, a session.
    expectLocked(await signIn(freshAddress(), email, password));
    expectLocked(await signIn(freshAddress(), email.toUpperCase(), password));
    expect(await sessionsOf(email)).toBe(before);
  });

  test(`${MAX_FAILURES - 1} failures leave the account open`, async () => {
    const email = await confirmedUser(server, password, 'mistyped');
    await guess(email, MAX_FAILURES - 1);
    expect((await signIn(freshAddress(), email, password)).status).toBe(200);
  });

  test('an address with no account locks the same way (the lock tells nothing)', async () => {
    const ghost = uniqueEmail('ghost');
    await guess(ghost, MAX_FAILURES);
    expectLocked(await signIn(freshAddress(), ghost, password));
  });

  test('another account is not locked by the attack', async () => {
    const [target, bystander] = [
      await confirmedUser(server, password, 'target'),
      await confirmedUser(server, password, 'bystander'),
    ];
    await guess(target, MAX_FAILURES);
    expect((await signIn(freshAddress(), bystander, password)).status).toBe(200);
  });
});

describe('the lock cannot keep the owner out', () => {
  test('an address the owner signed in from still signs in with the right password', async () => {
    const email = await confirmedUser(server, password, 'owner');
    const home = freshAddress();
    expect((await signIn(home, email, password)).status).toBe(200);
    await guess(email, MAX_FAILURES);
    expectLocked(await signIn(freshAddress(), email, password));
    const fromHome = await signIn(home, email, password);
    expect(fromHome.status, fromHome.text).toBe(200);
    expect(fromHome.body.access_token).toEqual(expect.any(String));
    // A wrong password from there is still only a wrong password.
    expect((await signIn(home, email, 'wrong-again')).body.code).toBe('invalid_credentials');
  });
});

describe('the lock ends', () => {
  const defaultWindow = authTuning.passwordFailures.windowMs;
  afterEach(() => {
    authTuning.passwordFailures.windowMs = defaultWindow;
  });

  test('with its window: then a new address signs in again', async () => {
    // Long enough for ten bcrypt comparisons on a busy machine; the window starts at the first.
    authTuning.passwordFailures.windowMs = 5_000;
    const email = await confirmedUser(server, password, 'waited');
    const start = Date.now();
    await guess(email, MAX_FAILURES);
    expectLocked(await signIn(freshAddress(), email, password));
    await new Promise((resolve) => setTimeout(resolve, start + 5_100 - Date.now()));
    expect((await signIn(freshAddress(), email, password)).status).toBe(200);
  }, 20_000);
});
