import { signJwt } from './jwt';

/**
 * The claim that makes a token the site server's lead relay: the database then counts a lead under
 * the visitor named in `x-parley-visitor-address` instead of the sender's address (migration
 * 20251127110000_lead_flood_limits.sql). The token's role stays `anon`: it may do nothing a
 * visitor may not, except name the visitor.
 */
export const LEAD_RELAY_CLAIM = 'parley_lead_relay';

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

/** SITE_LEAD_RELAY_KEY for a project whose JWT secret is `secret` (HS256, ten years, like its keys). */
export function signLeadRelayKey(secret: string, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return signJwt(
    { iss: 'supabase', role: 'anon', [LEAD_RELAY_CLAIM]: true, iat: now, exp: now + TEN_YEARS_S },
    secret,
  );
}
