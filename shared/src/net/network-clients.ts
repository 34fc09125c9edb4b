/**
 * How many clients the addresses of one network (`networkKey`: an IPv6 /48, an IPv4 /24) count as
 * together, in every limit kept per client that also holds per network: the site's public API, lead
 * posts and form bodies, the embedded backend's auth windows, and the database's lead trigger
 * (migration 20251204140000_lead_limits_per_network.sql, whose settings default to the same numbers).
 * An IPv6 /48 holds 65,536 /64s, often free (one person): 4 clients. An IPv4 /24 holds 256 addresses,
 * which cost money, and a carrier-grade NAT puts many real visitors behind one: 16.
 */
export const NETWORK_CLIENTS = { ipv6: 4, ipv4: 16 } as const;

/** The address family of a network, as `NETWORK_CLIENTS` is keyed. */
export type NetworkFamily = keyof typeof NETWORK_CLIENTS;
