import { createHash, randomInt, randomBytes } from 'node:crypto';
import { authTuning } from './tuning';

/** A 6-digit email OTP (`otp_length` 6), uniformly random. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What an emailed code looks like: exactly 6 digits (linear: one character class, fixed length). */
export const OTP_SHAPE = /^[0-9]{6}$/;

/** What a link token looks like: sha224 in lower-case hex, 56 characters. */
export const TOKEN_HASH_SHAPE = /^[0-9a-f]{56}$/;

/** GoTrue's link token: hex(sha224(email + otp)), stored in place of the OTP itself. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
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
