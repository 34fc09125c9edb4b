import { createSupabaseClient, type ParleySupabaseClient } from '@parley/shared/supabase';
import type { BackendSettings } from '../../../shared/ipc-contract';
import { bridge } from './bridge';

/**
 * The studio's Supabase client: anon key only (never the service role), the session kept by the main
 * process, encrypted at rest, through the preload's storage methods.
 */
export function createStudioClient(settings: BackendSettings): ParleySupabaseClient {
  const session = bridge().session;
  return createSupabaseClient({
    url: settings.supabaseUrl,
    anonKey: settings.supabaseAnonKey,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
    storage: {
      getItem: (key) => session.getItem(key),
      setItem: (key, value) => session.setItem(key, value),
      removeItem: (key) => session.removeItem(key),
    },
  });
}
