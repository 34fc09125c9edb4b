import type { Context } from 'hono';
import type { AuthDeps } from '../deps';
import { AuthError, forbidden } from '../errors';
import { isFresh, TOKEN_HASH_SHAPE } from '../one-time-token';
import { hitFromClient } from '../rate-limit';
import { validatedRedirect, withFragment } from '../redirect';
import { clientInfo, readJson } from '../request';
import { startSession, type SessionResponse } from '../sessions';
import type { UserRow } from '../user-json';
import { confirmEmail, type Queryable } from '../users';
import {
  codeInvalid,
  parseVerifyBody,
  parseVerifyQuery,
  queryRedirect,
  type VerifyInput,
  type VerifyType,
} from '../verify-input';

/**
 * Where each accepted type's token is stored; `email` accepts a signup or a recovery token. Keyed by
 * VerifyType, so a type cannot be accepted without a column it can match.
 */
const COLUMNS: Record<VerifyType, { token: string; sentAt: string }[]> = {
  signup: [{ token: 'confirmation_token', sentAt: 'confirmation_sent_at' }],
  recovery: [{ token: 'recovery_token', sentAt: 'recovery_sent_at' }],
  email: [
    { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
    { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  ],
};

interface Found {
  user: UserRow;
  column: string;
}

async function findByToken(tx: Queryable, { type, hash, email }: VerifyInput): Promise<Found | undefined> {
  // Callers validated the hash already; checked again here because a lookup with '' (or anything
  // that is not a token we issue) must never run, whatever a future caller forgets.
  if (!TOKEN_HASH_SHAPE.test(hash)) return undefined;
  for (const { token, sentAt } of COLUMNS[type]) {
    // Column names come from the fixed table above; the hash and email are parameters. A spent
    // token is NULL, which `=` never matches.
    const { rows } = await tx.query<UserRow & { sent: Date | null }>(
      `select id, email, ${sentAt} as sent from auth.users
        where ${token} is not null and ${token} = $1 and ($2::text is null or email = $2)
          and deleted_at is null`,
      [hash, email ?? null],
    );
    const row = rows[0];
    if (row && isFresh(row.sent)) return { user: row, column: token };
  }
  return undefined;
}

/**
 * Consumes a one-time token inside one transaction (so it works once even under concurrent clicks)
 * and signs the user in with amr `otp`. The spent token becomes NULL ("no token"), never '': an
 * empty string is something a caller can send. Verifying a signup or recovery token confirms the
 * email: either proves the person reads that mailbox.
 */
async function consume(c: Context, deps: AuthDeps, input: VerifyInput): Promise<SessionResponse | undefined> {
  const { ctx } = deps;
  return ctx.db.transaction(async (tx) => {
    const found = await findByToken(tx, input);
    if (!found) return undefined;
    await tx.query(
      `update auth.users set ${found.column} = null, last_sign_in_at = now(), updated_at = now() where id = $1`,
      [found.user.id],
    );
    await confirmEmail(tx, found.user.id);
    return startSession(tx, ctx.config, found.user.id, 'otp', clientInfo(c));
  });
}

/**
 * POST /verify with `{type, token_hash}` or `{type, token, email}` (the 6-digit code).
 *
 * A code names its account, so its tries are counted per account, from any client address
 * (`authTuning.wrongCodes`: 5 a day, whatever the type or the spelling of the address): the try is
 * counted before the lookup, so parallel guesses cannot all slip in first, and a right code clears
 * the count. Once the count is full, every code of that account, the right one included, gets the
 * answer of a wrong one, so nothing tells a guesser the code went void. The mailed link of the same
 * token still works: it carries a keyed hash that cannot be guessed (`tokenHash`), so guessing
 * codes cannot lock the owner out.
 */
export async function verifyPost(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx, limiter, codeAttempts } = deps;
  if (ctx.config.rateLimits) hitFromClient(limiter, 'token_verifications', c);
  const input = parseVerifyBody(await readJson(c), ctx.config.jwtSecret);
  if (input.email && codeAttempts.attempt(input.email).refusedFor !== undefined) throw codeInvalid();
  const session = await consume(c, deps, input);
  if (!session)
    throw input.email ? codeInvalid() : forbidden('otp_expired', 'Email link is invalid or has expired');
  if (input.email) codeAttempts.clear(input.email);
  return c.json(session);
}

/** GoTrue's `error` for the fragment, derived from the status (verify.go prepErrorRedirectURL). */
function oauthError(status: number): string {
  if (status === 403) return 'access_denied';
  if (status === 401) return 'unauthorized_client';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}

/**
 * GET /verify, the link in the mail: 303 to the validated redirect with the session (or the error)
 * in the URL fragment, where auth-js's detectSessionInUrl picks it up and the server never sees it.
 * Rate-limit refusals are answered as JSON 429 like every other endpoint.
 */
export async function verifyGet(c: Context, deps: AuthDeps): Promise<Response> {
  if (deps.ctx.config.rateLimits) hitFromClient(deps.limiter, 'token_verifications', c);
  const redirectTo = validatedRedirect(deps.ctx.config, queryRedirect(c));
  let failure: AuthError | undefined;
  let session: SessionResponse | undefined;
  let type = '';
  try {
    const input = parseVerifyQuery(c);
    type = input.type;
    session = await consume(c, deps, input);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    failure = error;
  }
  if (!session) {
    failure ??= forbidden('otp_expired', 'Email link is invalid or has expired');
    const fragment = {
      error: oauthError(failure.status),
      error_code: failure.code,
      error_description: failure.message,
      sb: '',
    };
    return c.redirect(withFragment(redirectTo, fragment), 303);
  }
  return c.redirect(
    withFragment(redirectTo, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type,
    }),
    303,
  );
}
