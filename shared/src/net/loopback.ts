/**
 * Host names and addresses that can only mean "this machine". Parsing is by hand with anchored,
 * single-quantifier patterns (linear on any input): the values come straight from request headers.
 */

const PORT_SUFFIX = /^:\d{1,5}$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * The host name of a Host header value (`name`, `name:port`, `[v6]` or `[v6]:port`), lower-cased,
 * IPv6 literals kept in brackets; undefined when the value is empty or malformed.
 */
export function hostnameOf(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  let name: string;
  let rest: string;
  if (v.startsWith('[')) {
    const end = v.indexOf(']');
    if (end < 0) return undefined;
    name = v.slice(0, end + 1);
    rest = v.slice(end + 1);
  } else {
    const colon = v.indexOf(':');
    name = colon < 0 ? v : v.slice(0, colon);
    rest = colon < 0 ? '' : v.slice(colon);
  }
  if (name === '' || name === '[]') return undefined;
  if (rest !== '' && !PORT_SUFFIX.test(rest)) return undefined;
  return name;
}

/** 127.0.0.0/8 in canonical dotted form (what browsers put in Host), every part 0..255. */
function isLoopbackIpv4(name: string): boolean {
  const parts = IPV4.exec(name);
  return parts !== null && parts[1] === '127' && parts.slice(2).every((p) => Number(p) <= 255);
}

/** A host name (as hostnameOf returns it) that resolves only to this machine. */
export function isLoopbackHostname(name: string): boolean {
  return name === 'localhost' || name === '[::1]' || isLoopbackIpv4(name);
}

/** A Host header naming this machine: localhost, 127.x.y.z or [::1], with or without a port. */
export function isLoopbackHost(hostHeader: string | undefined): boolean {
  const name = hostHeader === undefined ? undefined : hostnameOf(hostHeader);
  return name !== undefined && isLoopbackHostname(name);
}

/**
 * A socket or bind address on the loopback interface, as Node and API_HOST write them:
 * `127.x.y.z`, `::1`, `::ffff:127.x.y.z` (IPv4 on a dual-stack socket) or `localhost`.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const a = address.trim().toLowerCase();
  if (a === 'localhost' || a === '::1' || a === '[::1]') return true;
  return isLoopbackIpv4(a.startsWith('::ffff:') ? a.slice('::ffff:'.length) : a);
}

/** Addresses that bind every interface: reachable under any name, so they name no host. */
export function isWildcardAddress(address: string): boolean {
  return ['0.0.0.0', '::', '[::]', ''].includes(address.trim());
}
