import type { Context } from 'hono';
import type { AuthDeps } from '../deps';
import { AuthError, forbidden, validationFailed } from '../errors';
import { isFresh, tokenHash } from '../one-time-token';
import { clientIp } from '../rate-limit';
import { validatedRedirect, withFragment } from '../redirect';
import { clientInfo, readJson, str } from '../request';
import { startSession, type SessionResponse } from '../sessions';
import type { UserRow } from '../user-json';
import { confirmEmail, type Queryable } from '../users';

const KNOWN_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
  'sms',
  'phone_change',
];

/** Where each supported type's token is stored; `email` accepts a signup or a recovery token. */
const COLUMNS: Record<string, { token: string; sentAt: string }[]> = {
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

async function findByToken(
  tx: Queryable,
  type: string,
  hash: string,
  email?: string,
): Promise<Found | undefined> {
  for (const { token, sentAt } of COLUMNS[type] ?? []) {
    // Column names come from the fixed table above; the hash and email are parameters.
    const { rows } = await tx.query<UserRow & { sent: Date | null }>(
      `select id, email, ${sentAt} as sent from auth.users
        where ${token} = $1 and ($2::text is null or email = $2) and deleted_at is null`,
      [hash, email?.toLowerCase() ?? null],
    );
    const row = rows[0];
    if (row && isFresh(row.sent)) return { user: row, column: token };
  }
  return undefined;
}

/**
 * Consumes a one-time token inside one transaction (so it works once even under concurrent clicks)
 * and signs the user in with amr `otp`. Verifying a signup or recovery token confirms the email:
 * either proves the person reads that mailbox.
 */
async function consume(
  deps: AuthDeps,
  c: Context,
  type: string,
  hash: string,
  email?: string,
): Promise<SessionResponse | undefined> {
  const { ctx } = deps;
  return ctx.db.transaction(async (tx) => {
    const found = await findByToken(tx, type, hash, email);
    if (!found) return undefined;
    await tx.query(
      `update auth.users set ${found.column} = '', last_sign_in_at = now(), updated_at = now() where id = $1`,
      [found.user.id],
    );
    await confirmEmail(tx, found.user.id);
    return startSession(tx, ctx.config, found.user.id, 'otp', clientInfo(c));
  });
}

function checkType(type: string | undefined): string {
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!KNOWN_TYPES.includes(type)) throw validationFailed(`Unsupported verification type`);
  return type;
}

/** POST /verify with `{type, token_hash}` or `{type, token, email}` (the 6-digit code). */
export async function verifyPost(c: Context, deps: AuthDeps): Promise<Response> {
  if (deps.ctx.config.rateLimits) deps.limiter.hit('token_verifications', clientIp(c));
  const body = await readJson(c);
  const type = checkType(str(body, 'type'));
  const hashParam = str(body, 'token_hash');
  const otp = str(body, 'token');
  const email = str(body, 'email');
  if ((hashParam && otp) || (!hashParam && !otp))
    throw validationFailed('Verify requires either a token or a token hash');
  if (otp && !email)
    throw validationFailed('Only an email address or phone number should be provided on verify');
  const hash = hashParam ?? tokenHash(email!, otp!.trim());
  const session = await consume(deps, c, type, hash, hashParam ? undefined : email);
  if (!session)
    throw forbidden(
      'otp_expired',
      hashParam ? 'Email link is invalid or has expired' : 'Token has expired or is invalid',
    );
  return c.json(session);
}

/**
 * GET /verify, the link in the mail: 303 to the validated redirect with the session (or the error)
 * in the URL fragment, where auth-js's detectSessionInUrl picks it up and the server never sees it.
 */
export async function verifyGet(c: Context, deps: AuthDeps): Promise<Response> {
  if (deps.ctx.config.rateLimits) deps.limiter.hit('token_verifications', clientIp(c));
  const redirectTo = validatedRedirect(deps.ctx.config, c.req.query('redirect_to'));
  const type = c.req.query('type') ?? '';
  const hash = c.req.query('token') ?? '';
  let failure: AuthError | undefined;
  let session: SessionResponse | undefined;
  if (!type || !KNOWN_TYPES.includes(type)) failure = validationFailed('Verify requires a verification type');
  else if (hash) session = await consume(deps, c, type, hash);
  if (!session) {
    failure ??= forbidden('otp_expired', 'Email link is invalid or has expired');
    const error = failure.status === 403 ? 'access_denied' : 'invalid_request';
    const fragment = { error, error_code: failure.code, error_description: failure.message, sb: '' };
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
