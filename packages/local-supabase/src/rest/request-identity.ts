import type { Context } from 'hono';
import type { BackendConfig } from '../config';
import { TokenError, type Claims } from '../jwt';
import { verifyJwtCached } from '../jwt-cache';
import { bearerToken } from './bearer-token';
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
 * The role and claims of a request, the way Supabase's gateway and PostgREST decide them: the Bearer
 * token, else the apikey (a legacy JWT key); no token at all is the anon role. HS256 only.
 */
export async function identify(c: Context, config: BackendConfig): Promise<RequestIdentity> {
  const bearer = bearerToken(c.req.header('authorization'));
  const apikey = c.req.header('apikey');
  const token = bearer && !bearer.startsWith('sb_') ? bearer : apikey;
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
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!API_ROLES.has(role)) throw new RestError(401, '22023', `role "${role}" does not exist`);
  return { role: role as ApiRole, claims: { ...claims, role } };
}

/**
 * Preferences read from a Prefer header: PostgREST knows about ten, so past this many the rest are
 * ignored (unknown preferences are ignored anyway) instead of splitting 100 KB of commas.
 */
const MAX_PREFERENCES = 32;

/** All Prefer headers, split and trimmed, as name → value (`return=representation` etc.). */
export function preferences(c: Context): Map<string, string> {
  const prefs = new Map<string, string>();
  for (const part of (c.req.header('prefer') ?? '').split(',', MAX_PREFERENCES)) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name && !prefs.has(name)) prefs.set(name, value);
  }
  return prefs;
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
