import { AuthError } from './errors';
import { AttemptCounter } from './attempt-counter';
import { authTuning } from './tuning';

/** Client addresses remembered per account, and accounts remembered at most. */
const KNOWN_PER_ACCOUNT = 8;
const MAX_ACCOUNTS = 100_000;
const MAX_EMAIL_LENGTH = 255;

/** GoTrue's rate-limit answer: the same body the per-address windows give. */
function locked(seconds: number): AuthError {
  const error = new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  error.headers['Retry-After'] = String(seconds);
  return error;
}

/**
 * The per-account cap on password sign-ins (`authTuning.passwordFailures`: 10 in 15 minutes). Every
 * attempt on an email address is counted, from whatever client address and whether or not the
 * account exists (so a lock tells nothing about the address); a successful one is given back.
 * Once the window is full, the account is locked until it ends: attempts from new client addresses
 * get 429 before the password is compared, so guesses spread over many addresses stop counting for
 * anything.
 *
 * The lock must not hand an attacker the owner's account to keep shut: client addresses the account
 * signed in from (the last 8, by rate-limit key, so an IPv6 /64) still have their password compared
 * while it is locked. The owner elsewhere waits out the window or uses the recovery mail, whose
 * link no guessing can close. In memory, like the rate limits: a restart forgets counts and addresses.
 */
export class PasswordGuard {
  private readonly attempts = new AttemptCounter(authTuning.passwordFailures);
  /** Rate-limit keys of the addresses each account signed in from, oldest first. */
  private readonly known = new Map<string, string[]>();

  /**
   * Counts one sign-in attempt on `email` from `address`, or throws the 429 of a locked account.
   * Call `succeeded` once the password matched.
   */
  begin(email: string, address: string, now = Date.now()): { succeeded: () => void } {
    // No account's address is longer (auth.users.email is varchar(255)): such a guess can open
    // nothing, and is not kept, so huge made-up addresses cannot fill memory.
    if (email.length > MAX_EMAIL_LENGTH) return { succeeded: () => undefined };
    const { refusedFor } = this.attempts.attempt(email, now);
    if (refusedFor !== undefined && !this.signedInFrom(email, address)) throw locked(refusedFor);
    return {
      succeeded: () => {
        if (refusedFor === undefined) this.attempts.release(email);
        this.remember(email, address);
      },
    };
  }

  /** Whether the account of `email` signed in with its password from `address` (a rate-limit key). */
  signedInFrom(email: string, address: string): boolean {
    return this.known.get(email)?.includes(address) ?? false;
  }

  private remember(email: string, address: string): void {
    const addresses = (this.known.get(email) ?? []).filter((a) => a !== address);
    addresses.push(address);
    // Re-inserted last, so the accounts forgotten first are those that signed in longest ago.
    this.known.delete(email);
    if (this.known.size >= MAX_ACCOUNTS) this.known.delete(this.known.keys().next().value!);
    this.known.set(email, addresses.slice(-KNOWN_PER_ACCOUNT));
  }
}
