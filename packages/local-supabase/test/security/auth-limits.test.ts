import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addressKey, RATE_LIMITS, RateLimiter } from '../../src/auth/rate-limit';
import { AuthError } from '../../src/auth/errors';
import { startTestBackend, type TestBackend } from '../harness';
import { uniqueEmail } from '../auth/helpers';
import { callFrom, type Reply } from './from-address';

/**
 * Per-client abuse limits on the endpoints that send mail or check one-time tokens: one client
 * hammering them gets GoTrue's 429 with a Retry-After, and a client on another address does not.
 */

describe('RateLimiter', () => {
  test('counts per key, refuses with the limit’s code and Retry-After, frees when the window ends', () => {
    const limiter = new RateLimiter();
    const { max, windowMs } = RATE_LIMITS.email_sent_per_ip;
    const t0 = 1_000_000;
    for (let i = 0; i < max; i += 1) limiter.hit('email_sent_per_ip', 'a', t0);
    let refused: AuthError | undefined;
    try {
      limiter.hit('email_sent_per_ip', 'a', t0 + 1_500);
    } catch (error) {
      refused = error as AuthError;
    }
    expect(refused).toBeInstanceOf(AuthError);
    expect(refused).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // 1.5 s into the window: the rest of it, rounded up.
    expect(refused!.headers['Retry-After']).toBe(String(Math.ceil((windowMs - 1_500) / 1000)));
    // Another client, and another limit of the same client, are unaffected.
    expect(() => limiter.hit('email_sent_per_ip', 'b', t0)).not.toThrow();
    expect(() => limiter.hit('otp', 'a', t0)).not.toThrow();
    // Once the window has passed, the client may send again.
    expect(() => limiter.hit('email_sent_per_ip', 'a', t0 + windowMs)).not.toThrow();
  });

  test('request windows answer over_request_rate_limit with a Retry-After of at least 1', () => {
    const limiter = new RateLimiter();
    const { max, windowMs } = RATE_LIMITS.otp;
    for (let i = 0; i < max; i += 1) limiter.hit('otp', 'a', 0);
    try {
      limiter.hit('otp', 'a', windowMs - 1);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
      expect((error as AuthError).headers['Retry-After']).toBe('1');
    }
  });
});

describe('addressKey', () => {
  test.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['unknown', 'unknown'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  test('two addresses of one /64 share a bucket; another /64 does not', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::2'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend({ RATE_LIMITS: 'on', MAILER_AUTOCONFIRM: 'false' });
});
afterAll(async () => {
  await server?.close();
});

/** One request from a chosen loopback source address (from-address.ts). */
function call(from: string, method: string, path: string, body?: unknown): Promise<Reply> {
  return callFrom(server, from, method, path, body);
}

/** Sends `times` requests, expecting none of them to be rate limited. */
async function spend(times: number, send: (i: number) => Promise<Reply>): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const reply = await send(i);
    expect(reply.status, JSON.stringify(reply.body)).not.toBe(429);
  }
}

function expectLimited(reply: Reply, code: string, windowMs: number): void {
  expect(reply.status).toBe(429);
  expect(reply.body.code).toBe(code);
  expect(reply.headers['x-sb-error-code']).toBe(code);
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('each endpoint, hammered from one address', () => {
  test('POST /recover: the per-address mail budget runs out, even for unknown addresses', async () => {
    const [a, b] = ['127.0.0.11', '127.0.0.12'];
    const mailBefore = server.backend.ctx.mailbox.parsedMessages().length;
    await spend(RATE_LIMITS.email_sent_per_ip.max, () =>
      call(a, 'POST', '/recover', { email: uniqueEmail('ghost') }),
    );
    const refused = await call(a, 'POST', '/recover', { email: uniqueEmail('ghost') });
    expectLimited(refused, 'over_email_send_rate_limit', RATE_LIMITS.email_sent_per_ip.windowMs);
    expect((await call(b, 'POST', '/recover', { email: uniqueEmail('ghost') })).status).toBe(200);
    expect(server.backend.ctx.mailbox.parsedMessages().length).toBe(mailBefore);
  });

  test('POST /resend: the per-address mail budget runs out', async () => {
    const [a, b] = ['127.0.0.21', '127.0.0.22'];
    const body = () => ({ type: 'signup', email: uniqueEmail('ghost') });
    await spend(RATE_LIMITS.email_sent_per_ip.max, () => call(a, 'POST', '/resend', body()));
    expectLimited(
      await call(a, 'POST', '/resend', body()),
      'over_email_send_rate_limit',
      RATE_LIMITS.email_sent_per_ip.windowMs,
    );
    expect((await call(b, 'POST', '/resend', body())).status).toBe(200);
  });

  test('POST /recover and /resend: malformed requests still count in the request window', async () => {
    const [a, b] = ['127.0.0.31', '127.0.0.32'];
    await spend(RATE_LIMITS.otp.max, (i) =>
      call(a, 'POST', i % 2 ? '/recover' : '/resend', { email: 'not-an-email' }),
    );
    expectLimited(
      await call(a, 'POST', '/recover', { email: 'not-an-email' }),
      'over_request_rate_limit',
      RATE_LIMITS.otp.windowMs,
    );
    expect((await call(b, 'POST', '/recover', { email: 'not-an-email' })).status).toBe(400);
  });

  test('POST /signup (confirmations on): the per-address mail budget runs out', async () => {
    const [a, b] = ['127.0.0.41', '127.0.0.42'];
    const body = () => ({ email: uniqueEmail('flood'), password: 'secret-1' });
    await spend(RATE_LIMITS.email_sent_per_ip.max, () => call(a, 'POST', '/signup', body()));
    expectLimited(
      await call(a, 'POST', '/signup', body()),
      'over_email_send_rate_limit',
      RATE_LIMITS.email_sent_per_ip.windowMs,
    );
    expect((await call(b, 'POST', '/signup', body())).status).toBe(200);
  });

  test('POST /otp: 422 otp_disabled, counted, then 429', async () => {
    const [a, b] = ['127.0.0.51', '127.0.0.52'];
    const first = await call(a, 'POST', '/otp', { email: uniqueEmail('otp') });
    expect(first.status).toBe(422);
    expect(first.body).toEqual({ code: 'otp_disabled', message: 'Signups not allowed for otp' });
    await spend(RATE_LIMITS.otp.max - 1, () => call(a, 'POST', '/otp', { email: uniqueEmail('otp') }));
    expectLimited(await call(a, 'POST', '/otp', {}), 'over_request_rate_limit', RATE_LIMITS.otp.windowMs);
    expect((await call(b, 'POST', '/otp', {})).status).toBe(422);
  });

  test('GET and POST /verify share the token_verifications window', async () => {
    const [a, b] = ['127.0.0.61', '127.0.0.62'];
    await spend(RATE_LIMITS.token_verifications.max, (i) =>
      i % 2
        ? call(a, 'GET', `/verify?type=signup&token=${'0'.repeat(56)}`)
        : call(a, 'POST', '/verify', { type: 'signup', token_hash: '0'.repeat(56) }),
    );
    const { windowMs } = RATE_LIMITS.token_verifications;
    expectLimited(
      await call(a, 'POST', '/verify', { type: 'signup', token_hash: '0'.repeat(56) }),
      'over_request_rate_limit',
      windowMs,
    );
    expectLimited(
      await call(a, 'GET', `/verify?type=signup&token=${'0'.repeat(56)}`),
      'over_request_rate_limit',
      windowMs,
    );
    expect((await call(b, 'POST', '/verify', { type: 'signup', token_hash: '0'.repeat(56) })).status).toBe(
      403,
    );
  });

  test('a second mail to one user within max_frequency carries Retry-After', async () => {
    const from = '127.0.0.71';
    const email = uniqueEmail('frequent');
    expect((await call(from, 'POST', '/signup', { email, password: 'secret-1' })).status).toBe(200);
    const again = await call(from, 'POST', '/resend', { type: 'signup', email });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('over_email_send_rate_limit');
    expect(again.headers['retry-after']).toBe('1');
  });

  test('with RATE_LIMITS off nothing is limited', async () => {
    server.backend.ctx.config.rateLimits = false;
    try {
      await spend(RATE_LIMITS.otp.max + 5, () => call('127.0.0.81', 'POST', '/otp', {}));
      await spend(RATE_LIMITS.email_sent_per_ip.max + 5, () =>
        call('127.0.0.81', 'POST', '/recover', { email: uniqueEmail('ghost') }),
      );
    } finally {
      server.backend.ctx.config.rateLimits = true;
    }
  });
});
