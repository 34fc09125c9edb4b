import { randomBytes } from 'node:crypto';
import { signJwt } from './jwt';
import { signLeadRelayKey } from './lead-relay-key';

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

export interface GeneratedKeys {
  JWT_SECRET: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  /** The site server's, never the browser's: see src/lead-relay-key.ts. */
  SITE_LEAD_RELAY_KEY: string;
}

/**
 * A fresh JWT secret (32 random bytes, hex) and the anon and service_role keys signed with it, the
 * way the Supabase CLI makes its keys: HS256, `role` claim, a long expiry; and the site server's lead
 * relay key signed with it.
 */
export async function generateKeys(now = Math.floor(Date.now() / 1000)): Promise<GeneratedKeys> {
  const secret = randomBytes(32).toString('hex');
  const key = (role: string) => signJwt({ iss: 'supabase', role, iat: now, exp: now + TEN_YEARS_S }, secret);
  return {
    JWT_SECRET: secret,
    SUPABASE_ANON_KEY: await key('anon'),
    SUPABASE_SERVICE_ROLE_KEY: await key('service_role'),
    SITE_LEAD_RELAY_KEY: await signLeadRelayKey(secret, now),
  };
}
