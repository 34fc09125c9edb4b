import { afterAll, beforeAll, expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/auth/rate-limit';
import { authTuning } from '../../src/auth/tuning';
import { startTestBackend, type TestBackend } from '../harness';
import { uniqueEmail } from './helpers';

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend({ RATE_LIMITS: 'on' });
});
afterAll(async () => {
  await server?.close();
});

test('sign-ins beyond the per-IP limit answer 429 over_request_rate_limit', async () => {
  const client = server.anon();
  const email = uniqueEmail('limited');
  const attempts = RATE_LIMITS.sign_in_sign_ups.max;
  for (let i = 0; i < attempts; i += 1) {
    // A new address each time: the per-account cap (auth-password-guessing.test.ts) stays out of it.
    const other = uniqueEmail('limited');
    const { error } = await client.auth.signInWithPassword({ email: other, password: 'wrong-password' });
    expect(error?.code).toBe('invalid_credentials');
  }
  const { error } = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
  expect(error).toMatchObject({
    status: 429,
    code: 'over_request_rate_limit',
    message: 'Request rate limit reached',
  });
  // Sign-up shares the sign_in_sign_ups bucket.
  const signUp = await client.auth.signUp({ email: uniqueEmail(), password: 'secret-1' });
  expect(signUp.error?.status).toBe(429);
  // A spoofed forwarding header does not buy a new bucket.
  const spoofed = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'wrong-password' }),
  });
  expect(spoofed.status).toBe(429);
});

test('a second mail to the same user within max_frequency answers over_email_send_rate_limit', async () => {
  const email = uniqueEmail('mail');
  const first = await fetch(`${server.url}/auth/v1/recover`, {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
  expect(first.status).toBe(200); // unknown email: no mail, but counted as one (auth-mail-asks.test.ts)
  const tooSoonForNone = await server.anon().auth.resetPasswordForEmail(email);
  expect(tooSoonForNone.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  await new Promise((resolve) => setTimeout(resolve, authTuning.emailMaxFrequencyMs + 50));
  await server.backend.ctx.db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at) values (gen_random_uuid(), 'authenticated', 'authenticated', $1, now())`,
    [email],
  );
  const ok = await server.anon().auth.resetPasswordForEmail(email);
  expect(ok.error).toBeNull();
  const tooSoon = await server.anon().auth.resetPasswordForEmail(email);
  expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
});
