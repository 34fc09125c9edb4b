import type { BackendContext } from '../context';
import { hashPassword, passwordMatches } from './password';
import { confirmEmail, findUserByEmail, insertEmailUser } from './users';

/**
 * Makes the configured admin account exist, confirmed, with the configured password. The
 * configuration is the source of truth: if ADMIN_PASSWORD changed since the last start, the stored
 * password follows it (a password changed in the app is therefore reset at the next start when it
 * differs from the configuration). The email is also recorded in app_private.admins (when the app's
 * migrations created it), so `is_admin()` agrees with the account.
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
      if (newHash)
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
          existing.id,
          newHash,
        ]);
      if (!existing.email_confirmed_at) await confirmEmail(tx, existing.id);
    }
    const { rows } = await tx.query<{ present: boolean }>(
      `select to_regclass('app_private.admins') is not null as present`,
    );
    if (rows[0]?.present)
      await tx.query(`insert into app_private.admins (email) values ($1) on conflict do nothing`, [email]);
  });
}
