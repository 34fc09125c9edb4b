import { createSupabaseClient, type ParleySupabaseClient } from '@parley/shared/supabase';
import { env } from '../config/env';

let client: ParleySupabaseClient | undefined;

/**
 * The browser's Supabase client (anon key only), created on first use, never at module scope, so
 * server rendering never touches browser storage. Sessions persist in localStorage and sync across
 * tabs; email links land with the session in the URL hash (detectSessionInUrl).
 */
export function getSupabase(): ParleySupabaseClient {
  client ??= createSupabaseClient({
    url: env.supabaseUrl,
    anonKey: env.supabaseAnonKey,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  });
  return client;
}
