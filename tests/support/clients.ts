import { LOCAL_ADMIN_PASSWORD, LOCAL_SERVICE_ROLE_KEY } from '@parley/local-supabase/local-secrets';
import type { ParleySupabaseClient } from '@parley/shared/supabase';
import { DEFAULT_ADMIN_EMAIL, LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { createSupabaseClient } from '@parley/shared/node';
import { backendUrl } from './ports';

/** The Supabase CLI's local keys, which the e2e backend uses (it runs with no .env overrides). */
export const ANON_KEY = LOCAL_SUPABASE_ANON_KEY;
/** Bypasses Row Level Security: for test setup and assertions only, never for the page under test. */
export const SERVICE_ROLE_KEY = LOCAL_SERVICE_ROLE_KEY;

/** The backend's documented local admin account (ADMIN_EMAIL / ADMIN_PASSWORD defaults). */
export const adminCredentials = { email: DEFAULT_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD } as const;

function client(key: string): ParleySupabaseClient {
  return createSupabaseClient({
    url: backendUrl,
    anonKey: key,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/** A supabase-js client with the service_role key (tests only: setup and assertions). */
export function serviceClient(): ParleySupabaseClient {
  return client(SERVICE_ROLE_KEY);
}

/** A supabase-js client as an anonymous visitor (or, after signIn, as that user). */
export function anonClient(): ParleySupabaseClient {
  return client(ANON_KEY);
}
