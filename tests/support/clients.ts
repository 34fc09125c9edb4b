import type { ParleySupabaseClient } from '@parley/shared';
import { createSupabaseClient } from '@parley/shared/node';
import { backendUrl } from './ports';

/** The Supabase CLI's local keys, which the e2e backend uses (it runs with no .env overrides). */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** Bypasses Row Level Security: for test setup and assertions only, never for the page under test. */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The backend's documented local admin account (ADMIN_EMAIL / ADMIN_PASSWORD defaults). */
export const adminCredentials = { email: 'admin@parley.local', password: 'parley-admin' } as const;

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
