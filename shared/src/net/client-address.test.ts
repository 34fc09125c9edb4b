import { describe, expect, test } from 'vitest';
import { decideClientAddress, networkKey, parseTrustedProxies } from './client-address';

const none = parseTrustedProxies('');
const proxy = parseTrustedProxies('10.0.0.5, 10.1.0.0/16, fd00::/8');

describe('parseTrustedProxies', () => {
  test('addresses and CIDR ranges of both families; empty trusts nobody', () => {
    expect(none.any).toBe(false);
    expect(none.has('127.0.0.1')).toBe(false);
    expect(proxy.any).toBe(true);
    expect(proxy.has('10.0.0.5')).toBe(true);
    expect(proxy.has('::ffff:10.0.0.5')).toBe(true);
    expect(proxy.has('10.0.0.6')).toBe(false);
    expect(proxy.has('10.1.200.3')).toBe(true);
    expect(proxy.has('fd12::1')).toBe(true);
    expect(proxy.has('fe80::1')).toBe(false);
    expect(proxy.has('not an address')).toBe(false);
  });

  test.each([
    '10.0.0',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/8/8',
    'proxy.example',
    '10.0.0.0/-1',
    '10.0.0.0/',
  ])('a malformed entry (%s) is an error, never skipped', (entry) => {
    expect(() => parseTrustedProxies(`10.0.0.5,${entry}`)).toThrow(/not an IP address or CIDR range/);
  });
});

describe('decideClientAddress', () => {
  test('without trusted proxies the socket peer is the client, whatever X-Forwarded-For says', () => {
    expect(decideClientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(decideClientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
  });

  test('a peer that is not a trusted proxy is the client, even when proxies are configured', () => {
    expect(decideClientAddress('203.0.113.9', '198.51.100.1', proxy)).toBe('203.0.113.9');
  });

  test('behind a trusted proxy, the rightmost address that is no trusted proxy is the client', () => {
    expect(decideClientAddress('10.0.0.5', '198.51.100.1', proxy)).toBe('198.51.100.1');
    // The client wrote its own X-Forwarded-For; the proxy appended the real address: the forged
    // entries on the left are never believed.
    expect(decideClientAddress('10.0.0.5', '1.2.3.4, 5.6.7.8, 198.51.100.1', proxy)).toBe('198.51.100.1');
    // Two trusted proxies in a row.
    expect(decideClientAddress('10.0.0.5', '198.51.100.1, 10.1.0.9', proxy)).toBe('198.51.100.1');
    expect(decideClientAddress('10.0.0.5', '2001:db8::7', proxy)).toBe('2001:db8::7');
  });

  test('a trusted peer without a usable header stays the client', () => {
    expect(decideClientAddress('10.0.0.5', undefined, proxy)).toBe('10.0.0.5');
    expect(decideClientAddress('10.0.0.5', '', proxy)).toBe('10.0.0.5');
    expect(decideClientAddress('10.0.0.5', '1.2.3.4, garbage', proxy)).toBe('10.0.0.5');
  });

  test('no socket, no address', () => {
    expect(decideClientAddress(undefined, '1.2.3.4', proxy)).toBe('unknown');
  });

  test('a huge header is read in one pass and only its last hops count', () => {
    const forged = Array.from({ length: 50_000 }, (_, i) => `1.2.${i % 250}.${i % 250}`).join(',');
    const started = performance.now();
    expect(decideClientAddress('10.0.0.5', `${forged}, 198.51.100.1`, proxy)).toBe('198.51.100.1');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('networkKey', () => {
  test.each([
    ['2001:db8:1:2::1', '2001:db8:1::/48'],
    ['2001:0DB8:0001:ffff:1:2:3:4', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['2001:db8:1::', '2001:db8:1::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.200', '203.0.113.0/24'],
    ['::', '0:0:0::/48'],
    ['unknown', 'unknown'],
    ['not an address', 'not an address'],
  ])('puts %s in %s', (address, network) => {
    expect(networkKey(address)).toBe(network);
  });

  test('keeps other /48s and /24s apart', () => {
    expect(networkKey('2001:db8:1:2::1')).not.toBe(networkKey('2001:db8:2:2::1'));
    expect(networkKey('203.0.113.7')).not.toBe(networkKey('203.0.114.7'));
  });
});
