import type { Context } from 'hono';
import { containsNul, stringFields } from '../body-fields';
import type { AuthDeps } from '../deps';
import { unprocessable, validationFailed } from '../errors';
import { spendMailAsk } from '../mail-asks';
import { sendEmailToken } from '../mailer';
import { checkPasswordStrength, hashPassword, passwordMatches } from '../password';
import { hitFromClient } from '../rate-limit';
import { validatedRedirect } from '../redirect';
import { clientInfo, isValidEmail, readJson } from '../request';
import { startSession } from '../sessions';
import { findUserByEmail, insertEmailUser, loadUserJson } from '../users';
import type { UserRow } from '../user-json';

/**
 * An account that already exists and is confirmed gets a look-alike user with a random id and no
 * identities (GoTrue's obfuscation), so sign-up does not reveal which emails have accounts.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * A sign-up for an email that has an account. Confirmed: a look-alike user (or 422 with autoconfirm,
 * as GoTrue). Unconfirmed: the confirmation is re-sent, and nothing else changes — whoever asks may
 * not own the address — except that a different password than the stored one removes the stored
 * one: two people claim the address, and neither has proved it. GoTrue keeps the first password, so
 * an attacker who signed up first with the owner's address held the account the owner then
 * confirmed (a pre-account takeover). Whoever follows the mailed link is signed in by it and sets a
 * password through the recovery mail.
 */
async function answerExisting(
  c: Context,
  deps: AuthDeps,
  existing: UserRow,
  request: { password: string; data: Record<string, unknown> },
  redirectTo: string,
): Promise<Response> {
  const { ctx } = deps;
  if (existing.email_confirmed_at) {
    if (ctx.config.mailerAutoconfirm) throw unprocessable('user_already_exists', 'User already registered');
    return c.json(obfuscatedUser(existing.email ?? '', request.data));
  }
  if (
    existing.encrypted_password &&
    !(await passwordMatches(request.password, existing.encrypted_password))
  ) {
    await ctx.db.query(
      `update auth.users set encrypted_password = '', updated_at = now() where id = $1 and email_confirmed_at is null`,
      [existing.id],
    );
  }
  await sendEmailToken(ctx, existing, 'signup', redirectTo);
  return c.json(await loadUserJson(ctx.db, existing.id));
}

/** POST /signup (email + password). */
export async function signup(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx, limiter } = deps;
  const { config } = ctx;
  if (config.rateLimits) hitFromClient(limiter, 'sign_in_sign_ups', c);
  const body = await readJson(c);
  const fields = stringFields(body, 'SignupParams', ['email', 'password', 'phone'] as const);
  const rawEmail = fields.email ?? '';
  const password = fields.password ?? '';
  const data =
    body.data && typeof body.data === 'object' && !Array.isArray(body.data)
      ? (body.data as Record<string, unknown>)
      : {};
  if (!rawEmail) {
    if (fields.phone) throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (!password) throw validationFailed('Signup requires a valid password');
  // GoTrue's order (validateSignupParams, then validateEmail): the password's length and strength first.
  checkPasswordStrength(password, config.minPasswordLength);
  if (containsNul(data)) throw validationFailed('User metadata cannot contain the NUL character (\\u0000)');
  const email = rawEmail.trim().toLowerCase();
  if (!isValidEmail(email)) throw validationFailed('Unable to validate email address: invalid format');
  // Without autoconfirm every accepted sign-up is answered as if a confirmation mail went out, so
  // the mail budgets are spent here, before the lookup: spending them only on real sends would
  // tell a caller which addresses already have confirmed accounts.
  if (!config.mailerAutoconfirm) spendMailAsk(c, deps, email);
  const redirectTo = validatedRedirect(config, c.req.query('redirect_to'));

  // Hashed before the lookup, whether or not the address has an account: an answer for an existing
  // address that skipped bcrypt came back in ~4 ms instead of ~90 ms, and listed the accounts.
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) return answerExisting(c, deps, existing, { password, data }, redirectTo);

  const confirmed = config.mailerAutoconfirm;
  const result = await ctx.db
    .transaction(async (tx) => {
      const user = await insertEmailUser(tx, { email, passwordHash, data, confirmed });
      if (confirmed) {
        await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id]);
        return { user, session: await startSession(tx, config, user.id, 'password', clientInfo(c)) };
      }
      return { user, session: undefined };
    })
    .catch(async (error: unknown) => {
      // Two sign-ups for the same new email raced: the loser answers as for an existing account.
      if ((error as { code?: string }).code !== '23505') throw error;
      const winner = await findUserByEmail(ctx.db, email);
      if (!winner) throw error;
      return { existing: winner };
    });
  if ('existing' in result) return answerExisting(c, deps, result.existing, { password, data }, redirectTo);
  if (result.session) return c.json(result.session);
  await sendEmailToken(ctx, result.user, 'signup', redirectTo);
  const user = await loadUserJson(ctx.db, result.user.id);
  return c.json(user);
}
