import { verifyJwt, type Claims } from './jwt';

const MAX_ENTRIES = 1000;
const verified = new Map<string, Claims>();

/**
 * verifyJwt with a small cache: every request of a client carries the same token, and verifying an
 * HMAC per request is measurable. A cached token is still refused once its exp has passed.
 */
export async function verifyJwtCached(token: string, secret: string): Promise<Claims> {
  const key = `${secret}\u0000${token}`;
  const cached = verified.get(key);
  const now = Date.now() / 1000;
  if (cached && (typeof cached.exp !== 'number' || cached.exp + 30 > now)) return cached;
  const claims = await verifyJwt(token, secret);
  if (verified.size >= MAX_ENTRIES) verified.delete(verified.keys().next().value!);
  verified.set(key, claims);
  return claims;
}
