import { jwtVerify, SignJWT, errors, type JWTPayload } from 'jose';

export type Claims = JWTPayload & { role?: string; [key: string]: unknown };

export class TokenError extends Error {
  constructor(
    message: string,
    /** `invalid` for a malformed or badly signed token, `expired` for exp/nbf/iat problems. */
    readonly kind: 'invalid' | 'expired',
  ) {
    super(message);
  }
}

const encoder = new TextEncoder();

/** The clock skew PostgREST allows on exp, nbf and iat, applied to every token this backend checks. */
export const CLOCK_SKEW_SECONDS = 30;

/** PostgREST's message for a token whose iat is later than now plus the skew (PGRST303). */
export const ISSUED_AT_FUTURE = 'JWT issued at future';

/**
 * Verifies an HS256 token the way PostgREST does: HS256 only (so `alg: none` and algorithm confusion
 * fail), signature with the shared secret, then exp, nbf and iat with 30 s of clock skew. A token
 * with an iat in the future is refused (PostgREST: "JWT issued at future"): whoever holds the
 * secret could otherwise mint tokens that only become "fresh" later. A token without iat is fine,
 * as in PostgREST and GoTrue. Every verification (auth Bearer, REST, Storage, the mailbox) goes
 * through here, so the rule is the same everywhere.
 */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  if (token.split('.').length !== 3)
    throw new TokenError(`Expected 3 parts in JWT; got ${token.split('.').length}`, 'invalid');
  let claims: Claims;
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: CLOCK_SKEW_SECONDS,
    });
    claims = payload as Claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenError('JWT expired', 'expired');
    if (error instanceof errors.JWTClaimValidationFailed) throw new TokenError(error.message, 'expired');
    throw new TokenError('JWT cryptographic operation failed', 'invalid');
  }
  // jose checks iat only with maxTokenAge, which would also make iat mandatory; checked here instead
  // (jose has already refused an iat that is not a number).
  if (typeof claims.iat === 'number' && claims.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS)
    throw new TokenError(ISSUED_AT_FUTURE, 'expired');
  return claims;
}

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}
