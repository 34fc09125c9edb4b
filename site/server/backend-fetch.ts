// The `fetch` the site's server reads the backend with: a read (GET, HEAD) sent on a kept-alive
// connection the backend closed meanwhile is sent once more, on a new connection. Both ends close
// idle connections on their own timers (Node's server after 5 s, undici's pool after 4 s unless told
// otherwise); under load the site can pick a connection from its pool just as the backend closes it,
// and the request then fails with "other side closed" or ECONNRESET without the backend having read
// it. A read is safe to send again; a write is not (the backend may have run it), so only reads are.
import { createSupabaseClient } from '@parley/shared/node';
import type { ParleySupabaseClient } from '@parley/shared/supabase';

/** Error codes of a connection closed under a request: undici's socket error, the kernel's reset, a write to a closed socket. */
const RESET_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** Methods whose request may be sent again (RFC 9110's safe methods). */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** Whether `error` (fetch's "fetch failed" or one of its causes) is a connection closed under the request. */
export function isConnectionReset(error: unknown): boolean {
  // fetch's TypeError carries the socket's error as its cause; a few levels at most.
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (RESET_CODES.has((current as NodeJS.ErrnoException).code ?? '')) return true;
    current = current.cause;
  }
  return false;
}

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

/** The request's own signal when no init overrides it: a caller that gave up is never sent again. */
function signalOf(input: RequestInfo | URL, init?: RequestInit): AbortSignal | null | undefined {
  return init?.signal ?? (input instanceof Request ? input.signal : undefined);
}

/** `base` (the global fetch unless given), sending a read once more when its connection was reset. */
export function fetchRetryingReadsOnReset(base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    try {
      return await base(input, init);
    } catch (error) {
      if (
        !READ_METHODS.has(methodOf(input, init)) ||
        !isConnectionReset(error) ||
        signalOf(input, init)?.aborted
      ) {
        throw error;
      }
      return base(input, init);
    }
  };
}

/** The site server's backend client (the anon key: public data only), its reads surviving a reset connection. */
export function siteBackendClient(url: string, anonKey: string): ParleySupabaseClient {
  return createSupabaseClient({ url, anonKey, fetch: fetchRetryingReadsOnReset() });
}
