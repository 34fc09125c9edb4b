import { createHmac, randomInt, randomBytes } from 'node:crypto';
import { authTuning } from './tuning';

/** A 6-digit email OTP (`otp_length` 6), uniformly random. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What an emailed code looks like: exactly 6 digits (linear: one character class, fixed length). */
export const OTP_SHAPE = /^[0-9]{6}$/;

/** What a link token looks like: 224 bits in lower-case hex, 56 characters (GoTrue's shape). */
export const TOKEN_HASH_SHAPE = /^[0-9a-f]{56}$/;

/**
 * The link token of an emailed code, stored in place of the code itself. GoTrue's is
 * hex(sha224(email + otp)): anyone who knows the address can compute it for each of the million
 * codes and try them as `token_hash`, a request that names no account, so no per-account cap could
 * count them. Here it is HMAC-SHA224 keyed from the JWT secret: same length and shape, but without
 * the secret it cannot be derived from a guessed code, so a link token is 224 unguessable bits and
 * only the 6-digit code (which names its account) needs the per-account cap. The key is derived
 * from JWT_SECRET, so tokens survive a restart, and a reachable server has its own secret (the
 * public local one is refused there; whoever holds it could mint service-role tokens anyway).
 */
export function tokenHash(jwtSecret: string, email: string, otp: string): string {
  const key = createHmac('sha256', jwtSecret).update('parley one-time token').digest();
  return createHmac('sha224', key)
    .update(email.toLowerCase() + otp)
    .digest('hex');
}

/** Whether a token sent at `sentAt` is still inside `otp_expiry`. */
export function isFresh(sentAt: Date | null): boolean {
  return sentAt !== null && Date.now() - sentAt.getTime() < authTuning.otpExpirySeconds * 1000;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue v1 refresh token: 12 characters of [a-z0-9] (`crypto.SecureAlphanumeric(12)`). */
export function generateRefreshToken(): string {
  const bytes = randomBytes(12);
  let token = '';
  // 252 = 7 × 36: dropping bytes above it keeps every character equally likely.
  for (const byte of bytes) token += byte < 252 ? ALPHABET[byte % 36] : '';
  return token.length === 12 ? token : generateRefreshToken();
}
