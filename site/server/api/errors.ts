import type { Context } from 'hono';
import * as z from 'zod/mini';

export const API_ERROR_CODES = [
  'empty_body',
  'invalid_json',
  'too_deep',
  'repeated_key',
  'invalid_request',
  'body_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'rate_limited',
  'busy',
  'request_timeout',
  'not_found',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every refusal of the API has this shape: a code for programs, a sentence for people, the fields at fault. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    /** One per field at fault, named by its dotted path (`buyer.reservation`); empty when no field is. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type ApiIssue = ApiErrorBody['error']['issues'][number];

/** A refusal the handlers throw; the API's error handler answers it (api-app.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 408 | 413 | 415 | 429 | 500 | 503,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues: ApiIssue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The JSON answer of a refusal, never cached. */
export function sendApiError(c: Context, error: ApiError): Response {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message, issues: error.issues } };
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  return c.json(body, error.status);
}
