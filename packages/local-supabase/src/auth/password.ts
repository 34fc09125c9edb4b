import bcrypt from 'bcryptjs';
import { bcryptCompare, bcryptHash } from './bcrypt-pool';
import { AuthError, validationFailed } from './errors';

const MIN_LENGTH = 6;
/** bcrypt only reads 72 bytes; GoTrue refuses longer passwords rather than silently truncating. */
const MAX_LENGTH = 72;
const COST = 10;

/** GoTrue's `checkPasswordStrength` with Supabase local settings (min 6, no character classes). */
export function checkPasswordStrength(password: string): void {
  if (password.length > MAX_LENGTH)
    throw validationFailed(`Password cannot be longer than ${MAX_LENGTH} characters`);
  if (password.length < MIN_LENGTH) {
    const message = `Password should be at least ${MIN_LENGTH} characters.`;
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } });
  }
}

/** Whether a stored password would fail today's rules (reported on sign-in, as GoTrue does). */
export function weakPasswordReasons(password: string): string[] {
  return password.length < MIN_LENGTH ? ['length'] : [];
}

/**
 * bcrypt cost 10 with the `$2a$` prefix Go's bcrypt emits, so hashes move between this backend and
 * GoTrue. Slow by design (~100 ms, in a worker thread): never call it inside a database transaction (PGlite has one
 * connection and a transaction would block every other request meanwhile).
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = bcrypt.genSaltSync(COST).replace(/^\$2b\$/, '$2a$');
  return bcryptHash(password, salt);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcryptCompare(password, hash);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends one bcrypt comparison for an unknown email, so the response time does not tell a caller
 * whether an account exists.
 */
export async function spendPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  await bcryptCompare(password, await dummyHash);
  return false;
}
