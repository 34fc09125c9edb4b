import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { limitKey, type RateLimiter } from './rate-limit';
import { authTuning } from './tuning';

/**
 * Spends every budget a request asking for a mail to `email` (trimmed, lower-cased) draws on, or
 * throws the 429 of the first one spent: the client's hourly mail budget, the address's
 * `max_frequency` and hourly cap (however many clients ask), then the instance's hourly budget.
 *
 * Called before the address is looked up, whether or not a mail will go out (no account, a confirmed
 * one): spending these only on real sends answered a second /recover within a second, or any once
 * the hourly budget was spent, with 429 for an account and `{}` for an address without one.
 */
export function spendMailAsk(c: Context, ctx: BackendContext, limiter: RateLimiter, email: string): void {
  if (!ctx.config.rateLimits) return;
  limiter.hit('email_sent_per_ip', limitKey(c));
  limiter.spaced(`mail:${email}`, authTuning.emailMaxFrequencyMs);
  limiter.hit('email_sent_per_address', email);
  limiter.hit('email_sent', 'global');
}
