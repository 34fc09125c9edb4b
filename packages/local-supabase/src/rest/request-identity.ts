import type { Context } from 'hono';
import type { BackendConfig } from '../config';
import { TokenError, type Claims } from '../jwt';
import { verifyJwtCached } from '../jwt-cache';
import { RestError } from './errors';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestIdentity {
  role: ApiRole;
  claims: Claims;
}

const API_ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);

const invalidToken = (message: string, code = 'PGRST301') =>
  new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });

/**
 * The token a request presents, the way Supabase's gateway picks it: the Bearer token when
 * Authorization uses the Bearer scheme (except a new-style `sb_` key, which the gateway swaps for the
 * apikey's JWT), else the apikey (a legacy JWT key). A Bearer header that is empty or holds more than
 * one token is refused, never silently replaced by the apikey: which credential a request runs with
 * must not depend on how a malformed header happens to be parsed.
 */
function presentedToken(c: Context): string | undefined {
  const authorization = (c.req.header('authorization') ?? '').trim();
  if (/^bearer(?:\s|$)/i.test(authorization)) {
    const bearer = authorization.slice('bearer'.length).trim();
    if (bearer === '') throw invalidToken('Empty JWT is sent in Authorization header');
    if (/\s/.test(bearer)) throw invalidToken('Expected 3 parts in JWT; got more');
    if (!bearer.startsWith('sb_')) return bearer;
  }
  return c.req.header('apikey');
}

/**
 * The API role a verified token names. No role claim is the anon role, as in PostgREST (Auth/Jwt.hs
 * parseClaims: "role defaults to anon if not specified in jwt", i.e. its db-anon-role) and in
 * Supabase Storage (`payload.role || 'anon'`); the claims keep their sub, as PostgREST's do. Any
 * other value must be exactly one of the API roles. A non-string role (number, array, object, null)
 * is refused like PostgREST refuses it (it renders the value as JSON and finds no such role), never
 * read as "no role", and a database role such as postgres or authenticator is never assumed.
 */
function roleOf(claims: Claims): ApiRole {
  if (!('role' in claims) || claims.role === undefined) return 'anon';
  const role: unknown = claims.role;
  if (typeof role === 'string' && API_ROLES.has(role)) return role as ApiRole;
  const shown = typeof role === 'string' ? role : JSON.stringify(role);
  throw new RestError(401, '22023', `role "${shown}" does not exist`);
}

/**
 * The role and claims of a request, the way Supabase's gateway and PostgREST decide them: the Bearer
 * token, else the apikey (a legacy JWT key); no token at all is the anon role. HS256 only.
 */
export async function identify(c: Context, config: BackendConfig): Promise<RequestIdentity> {
  const token = presentedToken(c);
  if (token === undefined) return { role: 'anon', claims: { role: 'anon' } };
  if (token === '') throw invalidToken('Empty JWT is sent in Authorization header');
  if (token.startsWith('sb_')) throw invalidToken('Invalid API key');
  let claims: Claims;
  try {
    claims = await verifyJwtCached(token, config.jwtSecret);
  } catch (error) {
    if (error instanceof TokenError && error.kind === 'expired')
      throw invalidToken(error.message, 'PGRST303');
    throw invalidToken(error instanceof Error ? error.message : 'JWT cryptographic operation failed');
  }
  // A token issued in the future is refused by verifyJwt (`expired`, PostgREST's PGRST303 above).
  const role = roleOf(claims);
  return { role, claims: { ...claims, role } };
}

export type MediaType = 'json' | 'object';

/** Media ranges looked at in an Accept header; a browser sends about five. */
const MAX_MEDIA_RANGES = 32;

/** What the client accepts: an array (JSON) or one object (vnd.pgrst.object+json). */
export function acceptedMedia(c: Context): MediaType {
  const accept = (c.req.header('accept') ?? '*/*').toLowerCase();
  if (accept.includes('application/vnd.pgrst.object+json')) return 'object';
  if (
    accept
      .split(',', MAX_MEDIA_RANGES)
      .some((a) => /^\s*(\*\/\*|application\/json|application\/\*)/.test(a)) ||
    accept.trim() === ''
  ) {
    return 'json';
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Only `public` is exposed, as in Parley's config.toml. */
export function checkProfile(c: Context): boolean {
  const profile = c.req.header(['GET', 'HEAD'].includes(c.req.method) ? 'accept-profile' : 'content-profile');
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
  return profile !== undefined;
}
