import { logFailure } from '../log-failure';

/** An error answered in PostgREST's shape: {code, details, hint, message} with its HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

/** What this server deliberately does not implement: a clear 400, never a silently wrong answer. */
export const unsupported = (what: string) =>
  new RestError(
    400,
    'PGRST100',
    `${what} is not supported by this server`,
    null,
    "Parley's embedded backend implements the PostgREST subset supabase-js needs; run `supabase start` for the full API.",
  );

interface PgErrorLike {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * `raise sqlstate 'PGRST' using message = <json>, detail = <json>` (PostgREST >= 11, what Supabase
 * runs): the message is the body `{code, message, details, hint}`, the detail `{status, headers}`.
 * Either one that is not such JSON is PostgREST's PGRST121 (500). Headers are strings, else refused.
 */
function fromPgrstRaise(pg: PgErrorLike): RestError {
  let body: unknown;
  let response: unknown;
  try {
    body = JSON.parse(pg.message ?? '');
    response = JSON.parse(pg.detail ?? '');
  } catch {
    body = undefined;
  }
  const status = isRecord(response) ? response.status : undefined;
  const headers = isRecord(response) ? (response.headers ?? {}) : undefined;
  if (
    !isRecord(body) ||
    typeof status !== 'number' ||
    !Number.isInteger(status) ||
    status < 100 ||
    status > 599 ||
    !isRecord(headers) ||
    !Object.values(headers).every((value) => typeof value === 'string')
  ) {
    return new RestError(
      500,
      'PGRST121',
      "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
      pg.message ?? null,
      null,
    );
  }
  return new RestError(
    status,
    textOrNull(body.code) ?? '',
    textOrNull(body.message) ?? '',
    textOrNull(body.details),
    textOrNull(body.hint),
    headers as Record<string, string>,
  );
}

/** PostgREST's SQLSTATE → HTTP mapping (this package's README). Never 503 for an ordinary error. */
export function fromPgError(error: unknown, role: string): RestError {
  const pg = (error ?? {}) as PgErrorLike;
  const code = pg.code ?? '';
  if (code === 'PGRST') return fromPgrstRaise(pg);
  const message = pg.message ?? 'Unexpected database error';
  const status = statusFor(code, message, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  if (status >= 500) {
    logFailure('rest: database error', error);
  }
  return new RestError(status, code || 'XX000', message, pg.detail ?? null, pg.hint ?? null, headers);
}

function statusFor(code: string, message: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '57014') return 500; // statement timeout
  if (/^(09|25|2D|38|39|3B|40|53|54|55|57|58|F0|HV|XX|P0)/.test(code)) return 500;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (code === '22023' && /role .* does not exist/.test(message)) return 401;
  return 400;
}
