import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { clientAddressMiddleware, readTrustedProxies } from './client-address';

/** The address the middleware decides for a request from `peer` carrying `forwardedFor`. */
async function decided(env: Record<string, string>, peer: string, forwardedFor?: string) {
  const app = new Hono();
  app.use(clientAddressMiddleware(readTrustedProxies(env)));
  app.get('/', (c) => c.text(c.get('clientAddress')));
  const headers = forwardedFor === undefined ? undefined : { 'x-forwarded-for': forwardedFor };
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return response.text();
}

describe('the visitor’s address on the site server', () => {
  test('by default the socket’s peer, whatever X-Forwarded-For claims', async () => {
    expect(await decided({}, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  test('behind a proxy named in SITE_TRUSTED_PROXIES, the address that proxy forwarded', async () => {
    const env = { SITE_TRUSTED_PROXIES: '127.0.0.1' };
    expect(await decided(env, '127.0.0.1', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    expect(await decided(env, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  test('a malformed SITE_TRUSTED_PROXIES is refused with its reason', () => {
    expect(() => readTrustedProxies({ SITE_TRUSTED_PROXIES: 'proxy.local' })).toThrow(
      /SITE_TRUSTED_PROXIES: "proxy.local" is not an IP address or CIDR range/,
    );
  });
});
