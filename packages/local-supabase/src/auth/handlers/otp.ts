import type { Context } from 'hono';
import type { AuthDeps } from '../deps';
import { unprocessable } from '../errors';
import { hitFromClient } from '../rate-limit';

/**
 * POST /otp (magic-link / one-time-code sign-in): not a feature of this backend, so it answers as
 * GoTrue does when OTP sign-ups are off: 422 `otp_disabled` "Signups not allowed for otp". The body
 * is not read and no account is looked up (the answer is the same for every address). The request
 * still counts in the per-IP window of the mail-sending endpoints, so it cannot be hammered for free.
 */
export function otp(c: Context, { ctx, limiter }: AuthDeps): Response {
  if (ctx.config.rateLimits) hitFromClient(limiter, 'otp', c);
  throw unprocessable('otp_disabled', 'Signups not allowed for otp');
}
