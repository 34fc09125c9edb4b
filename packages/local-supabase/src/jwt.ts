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

/**
 * Verifies an HS256 token the way PostgREST and GoTrue do: HS256 only (so `alg: none` and
 * algorithm confusion fail), signature with the shared secret, exp/nbf with 30 s of clock skew.
 */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  if (token.split('.').length !== 3)
    throw new TokenError(`Expected 3 parts in JWT; got ${token.split('.').length}`, 'invalid');
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: 30,
    });
    return payload as Claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenError('JWT expired', 'expired');
    if (error instanceof errors.JWTClaimValidationFailed) throw new TokenError(error.message, 'expired');
    throw new TokenError('JWT cryptographic operation failed', 'invalid');
  }
}

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}
