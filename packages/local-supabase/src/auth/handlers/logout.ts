import type { Context } from 'hono';
import { authenticate } from '../bearer';
import type { AuthDeps } from '../deps';
import { validationFailed } from '../errors';

/**
 * POST /logout?scope=global|local|others: deletes sessions (their refresh tokens go with them), so the
 * access tokens of those sessions fail on /user with session_not_found right away.
 */
export async function logout(c: Context, { ctx }: AuthDeps): Promise<Response> {
  const scope = c.req.query('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope))
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await authenticate(c, ctx);
  if (scope === 'global' || !sessionId) {
    await ctx.db.query(`delete from auth.sessions where user_id = $1`, [user.id]);
  } else if (scope === 'local') {
    await ctx.db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else {
    await ctx.db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, sessionId]);
  }
  return c.body(null, 204);
}
