/**
 * Whether a data call failed without an answer from the server (offline, the backend stopped or
 * unreachable), rather than being refused by it. postgrest-js turns a failed fetch into an error
 * with an empty code and the fetch error's name in its message ("TypeError: Failed to fetch",
 * "FetchError: ...", "AbortError: ..."), at status 0; the shared data calls keep it as the cause of
 * a DataError. An answer the server gave always carries its own message, never one of these names.
 */
export function isUnanswered(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (!cause || typeof cause !== 'object') return false;
  const { code, message } = cause as { code?: unknown; message?: unknown };
  return (
    (code === '' || code === undefined) &&
    typeof message === 'string' &&
    /^(TypeError|FetchError|AbortError): /.test(message)
  );
}
