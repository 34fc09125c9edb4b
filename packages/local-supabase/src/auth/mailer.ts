import type { BackendContext } from '../context';
import { generateOtp, tokenHash } from './one-time-token';
import { authTuning } from './tuning';
import type { UserRow } from './user-json';

export type EmailTokenType = 'signup' | 'recovery';

const TEMPLATES: Record<EmailTokenType, { subject: string; intro: string; column: string; sentAt: string }> =
  {
    signup: {
      subject: 'Confirm your signup',
      intro: 'Follow this link to confirm your email address:',
      column: 'confirmation_token',
      sentAt: 'confirmation_sent_at',
    },
    recovery: {
      subject: 'Reset your password',
      intro: 'Follow this link to reset the password for your account:',
      column: 'recovery_token',
      sentAt: 'recovery_sent_at',
    },
  };

/**
 * Issues a fresh one-time token (6-digit OTP; its keyed hash, `tokenHash`, is what the link carries
 * and what is stored, so the database never holds the code) and mails the link to the local mailbox. Only the
 * newest token of each kind is valid: storing it replaces the previous one.
 */
export async function sendEmailToken(
  ctx: BackendContext,
  user: UserRow,
  type: EmailTokenType,
  redirectTo: string,
): Promise<void> {
  const template = TEMPLATES[type];
  const email = user.email ?? '';
  const otp = generateOtp();
  const hash = tokenHash(ctx.config.jwtSecret, email, otp);
  // Column names come from the fixed table above, never from the request.
  await ctx.db.query(
    `update auth.users set ${template.column} = $2, ${template.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  );
  const link = `${ctx.config.apiUrl}/auth/v1/verify?${new URLSearchParams({
    token: hash,
    type,
    redirect_to: redirectTo,
  }).toString()}`;
  ctx.mailbox.send({
    to: email,
    subject: template.subject,
    text: `${template.intro}\n\n${link}\n\nOr enter this code: ${otp}\n\nThe link and the code expire in ${Math.round(authTuning.otpExpirySeconds / 60)} minutes and work once.`,
    links: [link],
  });
}
