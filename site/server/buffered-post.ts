import { addressKey, networkFamily, networkKey } from '@parley/shared/client-address';
import { NETWORK_CLIENTS, type NetworkFamily } from '@parley/shared/net';
import { MAX_BODY_BYTES, timedOut } from './lead-posts';
import { readLimited } from './read-limited-body';

/** Bodies one client (IPv4 address or IPv6 /64) may be sending at once; a person sends one. */
export const FORM_BODIES_PER_CLIENT = 4;

/** Word for word in docs/messages.md. */
export const FORMS_AT_ONCE_TEXT =
  'Too many forms are arriving from your connection at once. Please send this one again in a moment.';

/**
 * The bodies one network may have arriving at once, its clients counted as `NETWORK_CLIENTS`: an IPv6
 * /48 as 4 (one person's 65,536 /64s would otherwise hold 262,144 bodies of 64 KiB at once, 16 GiB),
 * an IPv4 /24 as 16 (carrier-grade NATs).
 */
export const FORM_BODIES_PER_NETWORK = {
  ipv6: FORM_BODIES_PER_CLIENT * NETWORK_CLIENTS.ipv6,
  ipv4: FORM_BODIES_PER_CLIENT * NETWORK_CLIENTS.ipv4,
} as const;

/** Counts per key, an entry only while its count is above zero. */
class Counts {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string, delta: number): void {
    const count = this.get(key) + delta;
    if (count <= 0) this.counts.delete(key);
    else this.counts.set(key, count);
  }
}

/**
 * The form bodies being read, per client and per network (`networkKey`). An entry lives only while
 * one of its bodies is arriving, so the maps are never larger than the connections open at that moment.
 */
export class BodyReads {
  private readonly clients = new Counts();
  private readonly networks = new Counts();

  constructor(
    private readonly perClient = FORM_BODIES_PER_CLIENT,
    private readonly perNetwork: Record<NetworkFamily, number> = FORM_BODIES_PER_NETWORK,
  ) {}

  /**
   * A release for one more body of `address`, or null when it already has `perClient` arriving, or
   * its network its share.
   */
  take(address: string): (() => void) | null {
    const client = addressKey(address);
    const network = networkKey(address);
    const networkMax = this.perNetwork[networkFamily(address)];
    if (this.clients.get(client) >= this.perClient || this.networks.get(network) >= networkMax) return null;
    this.clients.add(client, 1);
    this.networks.add(network, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.clients.add(client, -1);
      this.networks.add(network, -1);
    };
  }
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/**
 * A form post with its body read into memory (at most MAX_BODY_BYTES, within BODY_READ_TIMEOUT_MS),
 * or the plain refusal. Posts are answered by rendering their page in a render slot, and the site has
 * only 4 of those (2 per client): read inside the slot, a body sent a byte now and then from two
 * addresses held every slot, so no page that was not kept could be rendered for anyone. Read here,
 * before the slot is taken, a slow body holds only its own connection, for 20 seconds at most, and a
 * client has at most FORM_BODIES_PER_CLIENT arriving at once, its network FORM_BODIES_PER_NETWORK (429
 * past either, before any byte is read):
 * each may buffer 64 KiB, and the limits on forms count only the posts read.
 */
export async function bufferedPost(
  request: Request,
  address: string,
  reads: BodyReads,
): Promise<Request | Response> {
  const release = reads.take(address);
  if (!release) return plain(429, FORMS_AT_ONCE_TEXT, { 'Retry-After': '1' });
  let body: Awaited<ReturnType<typeof readLimited>>;
  try {
    body = await readLimited(request, MAX_BODY_BYTES);
  } finally {
    release();
  }
  if (body === 'too_large') return plain(413, 'The form is too large.');
  if (body === 'timed_out') return timedOut();
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}
