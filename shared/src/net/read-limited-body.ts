/**
 * How long a whole request body may take to arrive. Node's own `requestTimeout` is 5 minutes, so a
 * client sending a byte now and then (a slowloris) held its request, its socket and up to a whole
 * body's buffer for that long, as many times over as it opened connections. The largest body read
 * here (a lead form, 64 KiB) takes about 11 s over a 50 kbit/s link; a real form is a few hundred bytes.
 */
export const BODY_READ_TIMEOUT_MS = 20_000;

/** Why a body was not read: larger than the limit, or not all there within the time. */
export type BodyRefusal = 'too_large' | 'timed_out';

/**
 * The body, or why not: larger than `limit` bytes (refused at once when Content-Length says so, else
 * read chunk by chunk and abandoned the moment it passes the limit, so no body is ever buffered past
 * it), or not complete within `timeoutMs` of the first read, however it trickles in. An abandoned body
 * is cancelled, so nothing more of it is pulled (the site's lead form posts, newsletter posts and public
 * API; the embedded backend's bodies, with their own limit and time).
 */
export async function readLimited(
  request: Request,
  limit: number,
  timeoutMs = BODY_READ_TIMEOUT_MS,
): Promise<Uint8Array<ArrayBuffer> | BodyRefusal> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > limit) return 'too_large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  // At the deadline the stream is cancelled: a pending read then ends at once (done), whatever the
  // client does. Not awaited: a source that never answers would hold this answer too.
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    reader.cancel().catch(() => {});
  }, timeoutMs);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) return 'timed_out';
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return 'too_large';
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
