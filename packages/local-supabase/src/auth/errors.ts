import type { Context } from 'hono';

/** The API version auth-js sends; when present, errors use the `{code, message}` shape. */
export const API_VERSION = '2024-01-01';

/** A GoTrue error: HTTP status, machine-readable code (auth-js reads it) and GoTrue's exact message. */
export class AuthError extends Error {
  /** Extra response headers, e.g. `Retry-After` on a 429. */
  readonly headers: Record<string, string> = {};

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);

/**
 * Renders an error the way GoTrue does: the 2024-01-01 shape when the client asked for it (auth-js
 * always does), the legacy `{code:<status>, error_code, msg}` shape otherwise; `x-sb-error-code` always.
 */
export function errorResponse(c: Context, error: AuthError): Response {
  c.header('x-sb-error-code', error.code);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  if (c.req.header('x-supabase-api-version') === API_VERSION) {
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status as 400);
  }
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status as 400,
  );
}
