/**
 * GoTrue's time settings (Supabase local values). A plain object so tests can shorten an interval
 * instead of sleeping for it; nothing in production changes them.
 */
export const authTuning = {
  /** Access-token lifetime (`jwt_expiry`). */
  jwtExpirySeconds: 3600,
  /** A revoked refresh token may be replayed this long after its rotation (`refresh_token_reuse_interval`). */
  refreshTokenReuseIntervalMs: 10_000,
  /** Email OTPs and links stay valid this long (`otp_expiry`). */
  otpExpirySeconds: 3600,
  /** Minimum time between two mails to the same user (`max_frequency`). */
  emailMaxFrequencyMs: 1_000,
};
