/**
 * How a failed SMTP send counts. A 5xx reply is permanent (the address is suppressed); a 4xx reply is
 * temporary (retried with backoff); no reply at all (refused connection, timeout, TLS) says nothing
 * about the address: the worker pauses and the row is retried.
 */
export type SmtpFailure =
  | { kind: 'permanent'; reason: string }
  | { kind: 'temporary'; reason: string }
  | { kind: 'connection'; reason: string };

export function classifySmtpFailure(error: unknown): SmtpFailure {
  const e = error as { responseCode?: unknown; response?: unknown; message?: unknown; code?: unknown };
  const reason = String(e.response ?? e.message ?? error).slice(0, 1000);
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  if (code !== undefined && code >= 500 && code < 600) return { kind: 'permanent', reason };
  if (code !== undefined && code >= 400 && code < 500) return { kind: 'temporary', reason };
  return { kind: 'connection', reason };
}
