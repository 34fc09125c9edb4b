import type { Context } from 'hono';
import type { AuthDeps } from '../deps';
import { unprocessable, validationFailed } from '../errors';
import { sendEmailToken } from '../mailer';
import { checkPasswordStrength, hashPassword } from '../password';
import { clientIp } from '../rate-limit';
import { validatedRedirect } from '../redirect';
import { clientInfo, isValidEmail, readJson, str } from '../request';
import { startSession } from '../sessions';
import { findUserByEmail, insertEmailUser, loadUserJson } from '../users';

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

/** POST /signup (email + password). */
export async function signup(c: Context, { ctx, limiter }: AuthDeps): Promise<Response> {
  const { config } = ctx;
  if (config.rateLimits) limiter.hit('sign_in_sign_ups', clientIp(c));
  const body = await readJson(c);
  const rawEmail = str(body, 'email') ?? '';
  const password = str(body, 'password') ?? '';
  const data =
    body.data && typeof body.data === 'object' && !Array.isArray(body.data)
      ? (body.data as Record<string, unknown>)
      : {};
  if (!rawEmail) {
    if (str(body, 'phone')) throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (!password) throw validationFailed('Signup requires a valid password');
  const email = rawEmail.trim().toLowerCase();
  if (!isValidEmail(email)) throw validationFailed('Unable to validate email address: invalid format');
  checkPasswordStrength(password);
  const redirectTo = validatedRedirect(config, c.req.query('redirect_to'));

  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) {
    if (config.mailerAutoconfirm) throw unprocessable('user_already_exists', 'User already registered');
    return c.json(obfuscatedUser(email, data));
  }
  if (existing) {
    // Not confirmed yet: resend, but change nothing — whoever asks may not own the address.
    await sendEmailToken(ctx, limiter, existing, 'signup', redirectTo);
    return c.json(await loadUserJson(ctx.db, existing.id));
  }

  const passwordHash = await hashPassword(password);
  const confirmed = config.mailerAutoconfirm;
  const result = await ctx.db.transaction(async (tx) => {
    const user = await insertEmailUser(tx, { email, passwordHash, data, confirmed });
    if (confirmed) {
      await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id]);
      return { user, session: await startSession(tx, config, user.id, 'password', clientInfo(c)) };
    }
    return { user, session: undefined };
  });
  if (result.session) return c.json(result.session);
  await sendEmailToken(ctx, limiter, result.user, 'signup', redirectTo);
  const user = await loadUserJson(ctx.db, result.user.id);
  return c.json(user);
}
