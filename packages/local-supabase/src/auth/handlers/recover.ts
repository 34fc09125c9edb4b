import type { Context } from 'hono';
import { stringFields } from '../body-fields';
import type { AuthDeps } from '../deps';
import { validationFailed } from '../errors';
import { spendMailAsk } from '../mail-asks';
import { sendEmailToken } from '../mailer';
import { hitFromClient } from '../rate-limit';
import { validatedRedirect } from '../redirect';
import { isValidEmail, readJson } from '../request';
import { findUserByEmail } from '../users';

/** A well-formed address, trimmed and lower-cased, or GoTrue's 400 validation_failed. */
function validEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email;
}

/**
 * POST /recover: always `{}` so the answer never reveals whether the email has an account. Every
 * mail budget is spent before the lookup for the same reason (`spendMailAsk`).
 */
export async function recover(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx, limiter } = deps;
  const limits = ctx.config.rateLimits;
  if (limits) hitFromClient(limiter, 'otp', c);
  const fields = stringFields(await readJson(c), 'RecoverParams', ['email'] as const);
  if (!fields.email?.trim()) throw validationFailed('Password recovery requires an email');
  const email = validEmail(fields.email);
  spendMailAsk(c, deps, email);
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const redirectTo = validatedRedirect(ctx.config, c.req.query('redirect_to'));
    await sendEmailToken(ctx, user, 'recovery', redirectTo);
  }
  return c.json({});
}

const RESEND_TYPES: readonly string[] = ['signup', 'email_change', 'sms', 'phone_change'];

/**
 * POST /resend, checked as GoTrue's `ResendConfirmationParams.Validate`: a known type, an email for
 * the email types, a phone for the phone types, never both. Only `signup` mails exist here; unknown
 * or confirmed users get `{}` and no mail.
 */
export async function resend(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx, limiter } = deps;
  const limits = ctx.config.rateLimits;
  if (limits) hitFromClient(limiter, 'otp', c);
  const fields = stringFields(await readJson(c), 'ResendConfirmationParams', [
    'type',
    'email',
    'phone',
  ] as const);
  const { type, phone } = fields;
  if (!type || !RESEND_TYPES.includes(type))
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  if (fields.email && phone)
    throw validationFailed('Only an email address or phone number should be provided.');
  if (type === 'sms' || type === 'phone_change') {
    if (!phone) throw validationFailed('Type provided requires a phone number');
    return c.json({});
  }
  if (!fields.email?.trim()) throw validationFailed('Type provided requires an email address');
  const email = validEmail(fields.email);
  spendMailAsk(c, deps, email);
  if (type !== 'signup') return c.json({});
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.email_confirmed_at) {
    const redirectTo = validatedRedirect(ctx.config, c.req.query('redirect_to'));
    await sendEmailToken(ctx, user, 'signup', redirectTo);
  }
  return c.json({});
}
