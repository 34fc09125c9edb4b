import type { Context } from 'hono';
import type { AuthDeps } from '../deps';
import { AuthError, badRequest, validationFailed } from '../errors';
import { passwordMatches, spendPasswordCheck, weakPasswordMessage, weakPasswordReasons } from '../password';
import { hitFromClient, limitKey } from '../rate-limit';
import { clientInfo, hasControlCharacter, readJson, str } from '../request';
import { refreshSession, startSession } from '../sessions';
import { findUserByEmail, isBanned } from '../users';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** POST /token?grant_type=password — checks in GoTrue's order, so a wrong password never reveals more. */
async function passwordGrant(c: Context, { ctx, limiter, passwordGuard }: AuthDeps): Promise<Response> {
  if (ctx.config.rateLimits) hitFromClient(limiter, 'sign_in_sign_ups', c);
  const body = await readJson(c);
  const email = (str(body, 'email') ?? '').trim().toLowerCase();
  const password = str(body, 'password') ?? '';
  if (!email) {
    if (str(body, 'phone')) throw invalidCredentials();
    throw validationFailed('missing email or phone');
  }
  // No account's address holds a control character, and Postgres text cannot hold U+0000: refused
  // as malformed here, before the lookup, instead of failing inside the query as a 500.
  if (hasControlCharacter(email)) throw validationFailed('Unable to validate email address: invalid format');
  // Counted per account before any lookup (see PasswordGuard): a locked account answers 429 here.
  const attempt = passwordGuard.begin(email, limitKey(c));
  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    await spendPasswordCheck(password);
    throw invalidCredentials();
  }
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await passwordMatches(password, user.encrypted_password))) throw invalidCredentials();
  attempt.succeeded();
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await ctx.db.transaction(async (tx) => {
    await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [
      user.id,
    ]);
    await tx.query(
      `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
      [user.id],
    );
    return startSession(tx, ctx.config, user.id, 'password', clientInfo(c));
  });
  const { minPasswordLength } = ctx.config;
  const reasons = weakPasswordReasons(password, minPasswordLength);
  if (reasons.length > 0)
    session.weak_password = { message: weakPasswordMessage(minPasswordLength), reasons };
  return c.json(session);
}

/** POST /token?grant_type=refresh_token. */
async function refreshGrant(c: Context, { ctx, limiter }: AuthDeps): Promise<Response> {
  if (ctx.config.rateLimits) hitFromClient(limiter, 'token_refresh', c);
  const body = await readJson(c);
  const token = str(body, 'refresh_token') ?? '';
  if (!token) return c.json({ error: 'invalid_request', error_description: 'refresh_token required' }, 400);
  // Issued tokens are printable: one holding a control character is unknown without asking Postgres
  // (whose text cannot hold U+0000 — the lookup would fail as a 500).
  if (hasControlCharacter(token))
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const result = await ctx.db.transaction((tx) => refreshSession(tx, ctx.config, token));
  if (result instanceof AuthError) throw result;
  return c.json(result);
}

export async function token(c: Context, deps: AuthDeps): Promise<Response> {
  const grant = c.req.query('grant_type');
  if (grant === 'password') return passwordGrant(c, deps);
  if (grant === 'refresh_token') return refreshGrant(c, deps);
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
}
