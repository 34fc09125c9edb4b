import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { networkKey } from '@parley/shared/client-address';
import { addressKey, clientIp, type RateLimiter } from './rate-limit';
import { authTuning } from './tuning';

/**
 * Spends every budget a request asking for a mail to `email` (trimmed, lower-cased) draws on, or
 * throws the 429 of the first one spent: the client's hourly mail budget, the share of the address
 * that the client's network has (its clients together), the networks that may ask for the address
 * in the hour, the address's `max_frequency`, then the instance's hourly budget.
 *
 * The address's hourly cap counts networks, not asks: when it counted asks (5 an hour from anyone),
 * one client asking 5 times (sign-ups of a confirmed address, which mail nothing) kept the owner from
 * a recovery mail for the hour. Now an attacker needs that many networks (IPv4 /24s, IPv6 /48s).
 *
 * Called before the address is looked up, whether or not a mail will go out (no account, a confirmed
 * one): spending these only on real sends answered a second /recover within a second, or any once
 * the hourly budget was spent, with 429 for an account and `{}` for an address without one.
 */
export function spendMailAsk(c: Context, ctx: BackendContext, limiter: RateLimiter, email: string): void {
  if (!ctx.config.rateLimits) return;
  const client = clientIp(c);
  const network = networkKey(client);
  limiter.hit('email_sent_per_ip', addressKey(client));
  // The network first: its key holds no space, so the pair cannot be forged by the address.
  limiter.hit('email_sent_per_address_network', `${network} ${email}`);
  limiter.distinct('email_sent_per_address_networks', email, network);
  limiter.spaced(`mail:${email}`, authTuning.emailMaxFrequencyMs);
  limiter.hit('email_sent', 'global');
}
