import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { ISSUED_AT_FUTURE, TokenError, verifyJwt, type Claims } from '../jwt';
import { AuthError, forbidden } from './errors';
import type { UserRow } from './user-json';
import { findUserById } from './users';

export interface Authenticated {
  user: UserRow;
  claims: Claims;
  /** The session the access token belongs to (tokens from /signup etc. always carry one). */
  sessionId: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GoTrue's `requireAuthentication`: a Bearer HS256 token signed with the JWT secret, with a `sub`
 * naming an existing user and a `session_id` naming a live session. A signed-out session fails with
 * session_not_found, which makes auth-js drop its stored session. exp, nbf and iat are checked with
 * 30 s of skew by verifyJwt; GoTrue v2 ignores iat, but a token "issued" in the future is refused
 * here as on /rest/v1 (403 bad_jwt, golang-jwt's "token used before issued").
 */
export async function authenticate(c: Context, ctx: BackendContext): Promise<Authenticated> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims: Claims;
  try {
    claims = await verifyJwt(match[1]!, ctx.config.jwtSecret);
  } catch (error) {
    // golang-jwt's wording, which GoTrue puts after its prefix.
    const reason = !(error instanceof TokenError && error.kind === 'expired')
      ? 'token signature is invalid'
      : error.message === ISSUED_AT_FUTURE
        ? 'token has invalid claims: token used before issued'
        : 'token has invalid claims: token is expired';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  if (typeof claims.sub !== 'string' || !claims.sub)
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  const notFound = forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  if (!UUID.test(claims.sub)) throw notFound;
  const user = await findUserById(ctx.db, claims.sub);
  // A deleted account (row removed, or soft-deleted with deleted_at set) authenticates nobody, even
  // with a token issued before the deletion: sign-in already ignores soft-deleted users.
  if (!user || user.deleted_at) throw notFound;

  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId !== undefined) {
    const sessionMissing = forbidden(
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
    if (!UUID.test(sessionId)) throw sessionMissing;
    const { rows } = await ctx.db.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [
      sessionId,
      user.id,
    ]);
    if (rows.length === 0) throw sessionMissing;
  }
  if (user.banned_until && user.banned_until.getTime() > Date.now())
    throw forbidden('user_banned', 'User is banned');
  return { user, claims, sessionId };
}
