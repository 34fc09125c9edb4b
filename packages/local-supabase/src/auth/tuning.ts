/**
 * GoTrue's time settings (Supabase local values) and this backend's guessing caps. A plain object so
 * tests can shorten an interval instead of sleeping for it; nothing in production changes them.
 */
export const authTuning = {
  /** A revoked refresh token may be replayed this long after its rotation (`refresh_token_reuse_interval`). */
  refreshTokenReuseIntervalMs: 10_000,
  /** Email OTPs and links stay valid this long (`otp_expiry`). */
  otpExpirySeconds: 3600,
  /** Minimum time between two mails to the same user (`max_frequency`). */
  emailMaxFrequencyMs: 1_000,
  /**
   * Wrong 6-digit codes per account (counted by email address, from any client address) before
   * that account's codes are refused until the window ends; its mailed links keep working.
   */
  wrongCodes: { max: 5, windowMs: 24 * 60 * 60 * 1000 },
  /**
   * Failed password sign-ins per account before it is locked for the rest of the window, except
   * for the client addresses its owner signed in from.
   */
  passwordFailures: { max: 10, windowMs: 15 * 60 * 1000 },
};
