import type { Context } from 'hono';
import type { AuthDeps } from './deps';
import { networkKey } from '@parley/shared/client-address';
import { inboxKey } from './inbox-key';
import { addressKey, clientIp } from './rate-limit';
import { authTuning } from './tuning';

/**
 * Spends every budget a request asking for a mail to `email` (trimmed, lower-cased) draws on, or
 * throws the 429 of the first one spent: the client's hourly mail budget, the share of the address
 * that the client's network has (its clients together), the networks that may ask for the address
 * in the hour, the address's `max_frequency`, then the instance's hourly budget.
 *
 * The address's hourly cap counts networks, not asks: when it counted asks (5 an hour from anyone),
 * one client asking 5 times (sign-ups of a confirmed address, which mail nothing) kept the owner from
 * a recovery mail for the hour. Now an attacker needs that many networks (IPv4 /24s, IPv6 /48s), and
 * even then the owner keeps the mail from the client addresses the account signed in from
 * (`PasswordGuard.signedInFrom`: only someone who signed in to the account knows of them, so it tells
 * nobody else that the account exists).
 *
 * The caps on the address count its inbox (`inboxKey`: NFKC, trimmed, lower-cased, `+tag` dropped,
 * Gmail's dots dropped), not its spelling: counted by spelling, 20 sign-ups and resends of
 * `victim+1@…` … `victim+20@…` from 6 networks put 38 mails in one inbox where the cap is 15.
 * `signedInFrom` still asks about the account of the address as typed (its lookup's own rule).
 *
 * Called before the address is looked up, whether or not a mail will go out (no account, a confirmed
 * one): spending these only on real sends answered a second /recover within a second, or any once
 * the hourly budget was spent, with 429 for an account and `{}` for an address without one.
 */
export function spendMailAsk(c: Context, { ctx, limiter, passwordGuard }: AuthDeps, email: string): void {
  if (!ctx.config.rateLimits) return;
  const client = clientIp(c);
  const network = networkKey(client);
  const key = addressKey(client);
  limiter.hitFromClient('email_sent_per_ip', client);
  // The network first: its key holds no space, so the pair cannot be forged by the address.
  const inbox = inboxKey(email);
  limiter.hit('email_sent_per_address_network', `${network} ${inbox}`);
  try {
    limiter.distinct('email_sent_per_address_networks', inbox, network);
  } catch (error) {
    if (!passwordGuard.signedInFrom(email, key)) throw error;
  }
  limiter.spaced(`mail:${inbox}`, authTuning.emailMaxFrequencyMs);
  limiter.hit('email_sent', 'global');
}
