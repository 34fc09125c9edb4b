import type { Context } from 'hono';
import type { AuthDeps } from '../deps';
import { validationFailed } from '../errors';
import { sendEmailToken } from '../mailer';
import { validatedRedirect } from '../redirect';
import { isValidEmail, readJson, str } from '../request';
import { findUserByEmail } from '../users';

/** POST /recover: always `{}` so the answer never reveals whether the email has an account. */
export async function recover(c: Context, { ctx, limiter }: AuthDeps): Promise<Response> {
  const body = await readJson(c);
  const email = (str(body, 'email') ?? '').trim().toLowerCase();
  if (!email) throw validationFailed('Password recovery requires an email');
  if (!isValidEmail(email)) throw validationFailed('Unable to validate email address: invalid format');
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const redirectTo = validatedRedirect(ctx.config, c.req.query('redirect_to'));
    await sendEmailToken(ctx, limiter, user, 'recovery', redirectTo);
  }
  return c.json({});
}

/** POST /resend: only `signup` mails exist here; unknown or confirmed users get `{}` and no mail. */
export async function resend(c: Context, { ctx, limiter }: AuthDeps): Promise<Response> {
  const body = await readJson(c);
  const type = str(body, 'type');
  if (!type || !['signup', 'email_change', 'sms', 'phone_change'].includes(type))
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  const email = (str(body, 'email') ?? '').trim().toLowerCase();
  if (type !== 'signup' || !email) return c.json({});
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.email_confirmed_at) {
    const redirectTo = validatedRedirect(ctx.config, c.req.query('redirect_to'));
    await sendEmailToken(ctx, limiter, user, 'signup', redirectTo);
  }
  return c.json({});
}
