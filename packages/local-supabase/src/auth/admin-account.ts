import type { BackendContext } from '../context';
import { hashPassword, passwordMatches } from './password';
import { confirmEmail, findUserByEmail, insertEmailUser, type Queryable } from './users';

/**
 * Makes the configured admin account exist, confirmed, with the configured password, and an admin.
 *
 * The configuration is the source of truth: if ADMIN_PASSWORD changed since the last start, the stored
 * password follows it (a password changed in the app is therefore reset at the next start when it
 * differs from the configuration), and the account's sessions end, so nobody who signed in with the
 * old password (for instance someone who had registered the address before it became ADMIN_EMAIL)
 * keeps a way in.
 *
 * Admin rights go through `public.add_admin` (the function the admin command calls), marked 'config';
 * any other 'config' row (a former ADMIN_EMAIL) loses its rights, admins added by the command stay.
 */
export async function ensureAdminAccount(ctx: BackendContext): Promise<void> {
  const { adminEmail: email, adminPassword: password } = ctx.config;
  const existing = await findUserByEmail(ctx.db, email);
  // bcrypt runs before the transaction: PGlite has a single connection.
  const newHash =
    existing && (await passwordMatches(password, existing.encrypted_password))
      ? undefined
      : await hashPassword(password);

  await ctx.db.transaction(async (tx) => {
    if (!existing) {
      await insertEmailUser(tx, { email, passwordHash: newHash!, data: {}, confirmed: true });
    } else {
      if (newHash) {
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
          existing.id,
          newHash,
        ]);
        await endSessions(tx, existing.id);
      }
      if (!existing.email_confirmed_at) await confirmEmail(tx, existing.id);
    }
    await grantConfiguredAdmin(tx, email);
  });
}

async function endSessions(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`delete from auth.refresh_tokens where user_id = $1`, [userId]);
  await tx.query(`delete from auth.sessions where user_id = $1`, [userId]);
}

/** Only when the app's migrations define admins (the backend also runs without them). */
async function grantConfiguredAdmin(tx: Queryable, email: string): Promise<void> {
  const { rows } = await tx.query<{ present: boolean }>(
    `select to_regprocedure('public.add_admin(text, text)') is not null as present`,
  );
  if (!rows[0]?.present) return;
  const added = await tx.query<{ user_id: string }>(
    `select public.add_admin($1, 'config') ->> 'user_id' as user_id`,
    [email],
  );
  await tx.query(`delete from app_private.admins where source = 'config' and user_id <> $1`, [
    added.rows[0]!.user_id,
  ]);
}
