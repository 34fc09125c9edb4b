import { BlockList, isIP } from 'node:net';
import type { NetworkFamily } from './network-clients';

// Who the client is, for per-client limits: the embedded backend (API_TRUSTED_PROXIES) and the
// site's server (SITE_TRUSTED_PROXIES) decide it by the same rule. Node only (node:net).

/**
 * The reverse proxies whose `X-Forwarded-For` is believed (API_TRUSTED_PROXIES): addresses or CIDR
 * ranges, comma separated. Empty (the default) believes no header: the socket's peer is the client.
 */
export interface TrustedProxies {
  /** Whether `address` is one of the trusted proxies. */
  has(address: string): boolean;
  /** Whether any proxy is trusted at all. */
  readonly any: boolean;
}

/** The part of an address that matters for matching: no zone, IPv4-mapped IPv6 as plain IPv4. */
export function plainAddress(address: string): string {
  const noZone = address.split('%')[0]!.toLowerCase();
  return noZone.startsWith('::ffff:') && isIP(noZone.slice(7)) === 4 ? noZone.slice(7) : noZone;
}

/**
 * Parses API_TRUSTED_PROXIES (`10.0.0.5, 10.1.0.0/16, fd00::/8`). A malformed entry is an error,
 * never skipped: a typo must not silently turn the proxy's own address into every client's.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  const list = new BlockList();
  let any = false;
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || bits! > maxBits))
    ) {
      throw new Error(`"${entry}" is not an IP address or CIDR range (e.g. 10.0.0.5, 10.1.0.0/16, fd00::/8)`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
    any = true;
  }
  return {
    any,
    has(candidate: string) {
      if (!any) return false;
      const plain = plainAddress(candidate);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The client's address for one request: the socket's peer, unless that peer is a trusted proxy; then
 * `X-Forwarded-For` is read from the right (each proxy appends the address it was reached from),
 * skipping trusted proxies, and the first address that is not one is the client. Everything left of
 * it was written by the client and is never believed. A malformed entry where the client's address
 * should be (a proxy that does not append) leaves the peer as the client. In-process requests
 * (`app.request`, tests) have no peer: `unknown`.
 */
export function decideClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  if (peer === undefined) return 'unknown';
  const client = plainAddress(peer);
  if (!trusted.has(client) || forwardedFor === undefined) return client;
  // At most 32 hops are read: a longer header is a client's invention, and its tail was checked.
  const hops = forwardedFor.split(',').slice(-32).reverse();
  for (const hop of hops) {
    const address = plainAddress(hop.trim());
    if (isIP(address) === 0) return client;
    if (!trusted.has(address)) return address;
  }
  // Every hop is a trusted proxy: the leftmost one is as close to the client as we can know.
  return plainAddress(hops[hops.length - 1]!.trim());
}

/**
 * The bucket an address counts in. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is the IPv4 address, and an
 * IPv6 address counts by its /64: one host usually owns a whole /64, so keying on the full address
 * would hand it 2^64 fresh buckets.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : '';
  if (mapped.includes('.')) return mapped;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail ("::1.2.3.4") fills two groups.
  const tailSize = tailGroups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - headGroups.length - tailSize)).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((g) => (g.includes('.') ? g : parseInt(g || '0', 16).toString(16))).join(':')}::/64`;
}

/**
 * How much of an IPv6 address names one network (a site, a customer): providers hand out a /48 (RIPE's
 * and ARIN's advice), often free (tunnel brokers), and a /48 holds 65,536 /64s, so one person can be
 * that many clients at no cost. Limits that must hold against one attacker count a /48 together.
 */
export const IPV6_NETWORK_PREFIX = 48;
/**
 * The IPv4 network counted together: a /24. Unlike IPv6, 256 addresses cost money, but one /24 of a
 * mobile carrier's carrier-grade NAT (or a university's) holds thousands of real visitors, so a limit
 * on an IPv4 network must be generous (NETWORK_* limits state theirs per family).
 */
export const IPV4_NETWORK_PREFIX = 24;

/**
 * The network an address belongs to, for aggregate limits above the per-client ones: an IPv6 address
 * counts by its /48 (`2001:db8:1::/48`), an IPv4 address (IPv4-mapped included) by its /24
 * (`203.0.113.0/24`). Anything that is not an IP address (`unknown`, in-process requests) is its own
 * network, as `addressKey` makes it its own client.
 */
export function networkKey(ip: string): string {
  const client = addressKey(ip);
  if (isIP(client) === 4) return `${client.split('.').slice(0, 3).join('.')}.0/${IPV4_NETWORK_PREFIX}`;
  if (!client.endsWith('::/64')) return client;
  // The /64 key's four groups, already without leading zeros: the first three are the /48.
  return `${client
    .split(':')
    .slice(0, IPV6_NETWORK_PREFIX / 16)
    .join(':')}::/${IPV6_NETWORK_PREFIX}`;
}

/** Whether a network key (`networkKey`) is an IPv6 one. */
export const isIpv6Network = (network: string): boolean => network.endsWith(`::/${IPV6_NETWORK_PREFIX}`);

/** The family of the network an address belongs to (`NETWORK_CLIENTS` says how many clients it counts as). */
export const networkFamily = (ip: string): NetworkFamily => (isIpv6Network(networkKey(ip)) ? 'ipv6' : 'ipv4');
