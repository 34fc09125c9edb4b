import type { ParleySupabaseClient } from '@parley/shared/supabase';
import { createSupabaseClient } from '@parley/shared/node';

/**
 * SITE_LEAD_RELAY_KEY: a server-only token signed with the project's JWT secret, `role: anon` plus
 * `parley_lead_relay: true` (`npm start` mints it; `npm run keys -w @parley/local-supabase` prints
 * one). With it the site server names the visitor of each lead it stores (`x-parley-visitor-address`)
 * and the database counts the lead under that visitor; the database believes the header only under
 * that claim. It is read at run time, never at build time: no page's code can hold it.
 *
 * Without it the leads count under this server's own address, all visitors in one bucket: the
 * server says so at start.
 */
export function leadRelayClient(
  env: Record<string, string | undefined>,
  supabaseUrl: string,
  warn: (message: string) => void = console.warn,
): ParleySupabaseClient | undefined {
  const key = env.SITE_LEAD_RELAY_KEY?.trim();
  if (!key) {
    warn(
      "SITE_LEAD_RELAY_KEY is not set: the leads posted without JavaScript count under this server's " +
        'address in the database\'s per-client limit, every visitor in one bucket (README: "Lead limits").',
    );
    return undefined;
  }
  return createSupabaseClient({
    url: supabaseUrl,
    anonKey: key,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}
