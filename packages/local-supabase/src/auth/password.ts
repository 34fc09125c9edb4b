import bcrypt from 'bcryptjs';
import { bcryptCompare, bcryptHash } from './bcrypt-pool';
import { AuthError, validationFailed } from './errors';

/**
 * bcrypt reads at most 72 bytes of a password. GoTrue refuses longer passwords rather than let them be
 * silently cut (`MaxPasswordLength` in internal/api/password.go).
 */
const MAX_LENGTH = 72;
const COST = 10;

/**
 * A password's length as GoTrue measures it: Go's `len`, the bytes of its UTF-8 ("é" is 2, "😀" is
 * 4), never JavaScript's UTF-16 units. Its "characters" in the messages below are these bytes.
 * A lone surrogate would count 3 (U+FFFD), but readJson has already replaced it by U+FFFD.
 */
export function passwordBytes(password: string): number {
  return Buffer.byteLength(password, 'utf8');
}

/** Whether bcrypt would cut the password: such a password is never hashed nor matched. */
function tooLong(password: string): boolean {
  return passwordBytes(password) > MAX_LENGTH;
}

/**
 * GoTrue's `checkPasswordStrength`: at least `minLength` bytes (`[auth] minimum_password_length`), no
 * character classes (config.toml's `password_requirements` is refused unless empty).
 */
export function checkPasswordStrength(password: string, minLength: number): void {
  if (tooLong(password)) throw validationFailed(`Password cannot be longer than ${MAX_LENGTH} characters`);
  if (passwordBytes(password) < minLength) {
    const message = weakPasswordMessage(minLength);
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } });
  }
}

/** GoTrue's words for a password shorter than the minimum. */
export function weakPasswordMessage(minLength: number): string {
  return `Password should be at least ${minLength} characters.`;
}

/** Whether a stored password would fail today's rules (reported on sign-in, as GoTrue does). */
export function weakPasswordReasons(password: string, minLength: number): string[] {
  return passwordBytes(password) < minLength ? ['length'] : [];
}

/**
 * bcrypt cost 10 with the `$2a$` prefix Go's bcrypt emits, so hashes move between this backend and
 * GoTrue. Slow by design (~100 ms, in a worker thread): never call it inside a database transaction (PGlite has one
 * connection and a transaction would block every other request meanwhile).
 */
export async function hashPassword(password: string): Promise<string> {
  // Callers check the strength first; this is the last guard (Go's bcrypt.GenerateFromPassword
  // refuses too: ErrPasswordTooLong), so no hash is ever made of a cut password.
  if (tooLong(password)) throw new RangeError(`A password may not exceed ${MAX_LENGTH} bytes`);
  const salt = bcrypt.genSaltSync(COST).replace(/^\$2b\$/, '$2a$');
  return bcryptHash(password, salt);
}

/**
 * Whether the password is the one hashed. A password over 72 bytes never matches: bcrypt would
 * compare only its first 72 bytes, so "72 bytes + anything" would open the account (and so would
 * the first 72 bytes of a longer password hashed before lengths were counted in bytes). It still
 * costs one comparison, so the answer takes as long as for a wrong password or an unknown email.
 */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  const matches = await bcryptCompare(password, hash);
  return matches && !tooLong(password);
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
