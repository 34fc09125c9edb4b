import { MAX_BODY_BYTES, timedOut } from './lead-posts';
import { readLimited } from './read-limited-body';

/**
 * A form post with its body read into memory (at most MAX_BODY_BYTES, within BODY_READ_TIMEOUT_MS),
 * or the plain refusal. Posts are answered by rendering their page in a render slot, and the site has
 * only 4 of those (2 per client): read inside the slot, a body sent a byte now and then from two
 * addresses held every slot, so no page that was not kept could be rendered for anyone. Read here,
 * before the slot is taken, a slow body holds only its own connection, for 20 seconds at most.
 */
export async function bufferedPost(request: Request): Promise<Request | Response> {
  const body = await readLimited(request, MAX_BODY_BYTES);
  if (body === 'too_large')
    return new Response('The form is too large.', {
      status: 413,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  if (body === 'timed_out') return timedOut();
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}
