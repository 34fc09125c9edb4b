import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/auth/rate-limit';
import { startTestBackend, type TestBackend } from '../harness';

/**
 * Behind a reverse proxy every client reaches the backend from the proxy's address. Without
 * API_TRUSTED_PROXIES the header a client sends is ignored (anyone could reset their own limit with
 * it); with the proxy named there, its X-Forwarded-For names the client, so one client's sign-in
 * attempts no longer lock everyone else out.
 */

let attempt = 0;

/**
 * One failed password sign-in, each for an address of its own: the per-account guessing cap
 * (auth-password-guessing.test.ts) must not be what refuses it, only the per-client window.
 */
function signIn(url: string, forwardedFor: string): Promise<number> {
  attempt += 1;
  const email = `nobody-${attempt}@example.com`;
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        localAddress: '127.0.0.1',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ email, password: 'wrong-password' }));
  });
}

const { max } = RATE_LIMITS.sign_in_sign_ups;

async function exhaust(url: string, forwardedFor: (i: number) => string): Promise<void> {
  for (let i = 0; i < max; i += 1) expect(await signIn(url, forwardedFor(i))).not.toBe(429);
}

describe('no trusted proxy (the default)', () => {
  let server: TestBackend;
  beforeAll(async () => {
    server = await startTestBackend({ RATE_LIMITS: 'on' });
  });
  afterAll(async () => server?.close());

  test('a client cannot escape its limit by inventing X-Forwarded-For', async () => {
    await exhaust(server.url, (i) => `198.51.100.${i}`);
    expect(await signIn(server.url, '203.0.113.77')).toBe(429);
  });
});

describe('API_TRUSTED_PROXIES names the proxy', () => {
  let server: TestBackend;
  beforeAll(async () => {
    server = await startTestBackend({ RATE_LIMITS: 'on', API_TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(async () => server?.close());

  test('one client behind the proxy is limited; another client behind the same proxy is not', async () => {
    await exhaust(server.url, () => '198.51.100.1');
    expect(await signIn(server.url, '198.51.100.1')).toBe(429);
    expect(await signIn(server.url, '198.51.100.2')).not.toBe(429);
  });

  test('a forged entry left of what the proxy appended is not believed', async () => {
    // The limited client puts a fresh address first; the proxy appends the real one.
    expect(await signIn(server.url, '203.0.113.50, 198.51.100.1')).toBe(429);
  });
});

describe('configuration', () => {
  test('a malformed API_TRUSTED_PROXIES stops the start with its reason', async () => {
    await expect(startTestBackend({ API_TRUSTED_PROXIES: '10.0.0.0/40' })).rejects.toThrow(
      /API_TRUSTED_PROXIES: "10.0.0.0\/40" is not an IP address or CIDR range/,
    );
  });
});
