import type { Context } from 'hono';
import { authenticate } from '../bearer';
import type { AuthDeps } from '../deps';
import { containsNul } from '../body-fields';
import { forbidden, unprocessable, validationFailed } from '../errors';
import { checkPasswordStrength, hashPassword, passwordMatches } from '../password';
import { readJson, str } from '../request';
import { loadUserJson } from '../users';

/** GET /user. */
export async function getUser(c: Context, { ctx }: AuthDeps): Promise<Response> {
  const { user } = await authenticate(c, ctx);
  return c.json(await loadUserJson(ctx.db, user.id));
}

/**
 * PUT /user: new password and/or user_metadata. `data` is merged key by key and `null` deletes a key
 * (GoTrue `UpdateUserMetaData`). A password change signs out the user's other sessions, as GoTrue's
 * `UpdatePassword` does, so a stolen session cannot outlive a reset.
 */
export async function updateUser(c: Context, { ctx }: AuthDeps): Promise<Response> {
  const { user, sessionId } = await authenticate(c, ctx);
  const body = await readJson(c);
  if (body.app_metadata !== undefined && body.app_metadata !== null)
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  const email = str(body, 'email');
  if (email && email.trim().toLowerCase() !== user.email)
    throw unprocessable(
      'validation_failed',
      'Changing the email address is not supported by the local backend',
    );
  if (str(body, 'phone')) throw unprocessable('phone_provider_disabled', 'Phone updates are disabled');

  const password = str(body, 'password');
  let passwordHash: string | undefined;
  if (password !== undefined) {
    checkPasswordStrength(password, ctx.config.minPasswordLength);
    if (await passwordMatches(password, user.encrypted_password))
      throw unprocessable('same_password', 'New password should be different from the old password.');
    passwordHash = await hashPassword(password);
  }
  const data =
    body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : undefined;
  // jsonb cannot hold \u0000: refused here, as on sign-up, instead of failing in the database.
  if (containsNul(data)) throw validationFailed('User metadata cannot contain the NUL character (\\u0000)');

  await ctx.db.transaction(async (tx) => {
    if (data) {
      const removed = Object.entries(data)
        .filter(([, v]) => v === null)
        .map(([k]) => k);
      await tx.query(
        `update auth.users
            set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
                updated_at = now()
          where id = $1`,
        [user.id, JSON.stringify(data), removed],
      );
    }
    if (passwordHash) {
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
        user.id,
        passwordHash,
      ]);
      await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`, [
        user.id,
        sessionId ?? null,
      ]);
    }
  });
  return c.json(await loadUserJson(ctx.db, user.id));
}
