import type { Context } from 'hono';
import type { BackendConfig } from '../config';
import { RestError } from '../rest/errors';
import { identify, type RequestIdentity } from '../rest/request-identity';
import { STORAGE_ERRORS } from './errors';

/**
 * Who makes a Storage request: the same token rules as the REST API (Bearer token, else the apikey;
 * HS256 with JWT_SECRET; malformed, foreign-signed, expired or future tokens and a role other than
 * anon, authenticated or service_role refused), answered in Storage's shape. A validly signed token
 * without a role claim is the anon role, as on Supabase: the storage server sets the database role
 * to `payload.role || 'anon'` (PgTenantConnection), as PostgREST falls back to its db-anon-role.
 * Only a holder of JWT_SECRET can sign one, and this server signs none (sessions and keys always
 * carry a role), so it never grants more than the anon key does.
 */
export async function storageCaller(c: Context, config: BackendConfig): Promise<RequestIdentity> {
  try {
    return await identify(c, config);
  } catch (error) {
    if (error instanceof RestError) throw STORAGE_ERRORS.invalidJwt(error.message);
    throw error;
  }
}

/** The caller's user id as the owner of what they upload (null for the anon and service keys). */
export function ownerOf(identity: RequestIdentity): string | null {
  const sub = identity.claims.sub;
  return typeof sub === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub)
    ? sub
    : null;
}
