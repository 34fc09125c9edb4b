import { addressKey } from '@parley/shared/client-address';
import { MAX_BODY_BYTES, timedOut } from './lead-posts';
import { readLimited } from './read-limited-body';

/** Bodies one client (IPv4 address or IPv6 /64) may be sending at once; a person sends one. */
export const FORM_BODIES_PER_CLIENT = 4;

/** Word for word in docs/messages.md. */
export const FORMS_AT_ONCE_TEXT =
  'Too many forms are arriving from your connection at once. Please send this one again in a moment.';

/**
 * The form bodies being read, per client. A client's entry lives only while one of its bodies is
 * arriving, so the map is never larger than the connections open at that moment.
 */
export class BodyReads {
  private readonly reading = new Map<string, number>();

  constructor(private readonly perClient = FORM_BODIES_PER_CLIENT) {}

  /** A release for one more body of `address`, or null when it already has `perClient` arriving. */
  take(address: string): (() => void) | null {
    const key = addressKey(address);
    const count = this.reading.get(key) ?? 0;
    if (count >= this.perClient) return null;
    this.reading.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.reading.get(key) ?? 1) - 1;
      if (left === 0) this.reading.delete(key);
      else this.reading.set(key, left);
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
 * client has at most FORM_BODIES_PER_CLIENT arriving at once (429 past it, before any byte is read):
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
