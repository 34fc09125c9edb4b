import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { logFailure } from '../log-failure';

/** A PostgREST-shaped error body (code, message, details, hint), which supabase-js reads. */
export function jsonError(
  c: Context,
  status: 401 | 403 | 404 | 408 | 413 | 500,
  message: string,
  details: string | null = null,
) {
  return c.json({ code: String(status), message, details, hint: null }, status);
}

/** Unknown paths answer JSON, never Hono's plain-text 404. */
export const notFound: NotFoundHandler = (c) =>
  jsonError(c, 404, 'Not found', `No route for ${c.req.method} ${new URL(c.req.url).pathname}`);

/**
 * Deliberate HTTP errors pass through; anything else is a bug: logged here (code, message and stack,
 * never the request's query string nor a failed statement's values: log-failure.ts), answered 500
 * with a generic message (never 503, which supabase-js retries, and never the internals).
 */
export const onError: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  logFailure(`Unexpected error on ${c.req.method} ${new URL(c.req.url).pathname}`, error);
  return jsonError(c, 500, 'Internal server error');
};
