import type { SupportedStorage } from '@supabase/supabase-js';
import { createSupabaseClient } from '../supabase/node-client';
import { createFakeFetch, type Responder } from './fake-fetch';

export const TEST_SUPABASE_URL = 'http://supabase.test';

/**
 * A typed client whose every request goes to a fake fetch: the one fake Supabase client of the tests.
 * It is the Node client (its own WebSocket), so it serves jsdom, server-render and Node tests alike;
 * it keeps no session and refreshes no token, so a test's requests are only the ones it makes.
 * With `storage` (and its `storageKey`) it keeps its session there, as a browser's client does in
 * localStorage: a test can start signed in (createAuthTestClient).
 */
export function createTestClient(
  respond?: Responder,
  options: { anonKey?: string; storage?: SupportedStorage; storageKey?: string } = {},
) {
  const fake = createFakeFetch(respond);
  const client = createSupabaseClient({
    url: TEST_SUPABASE_URL,
    anonKey: options.anonKey ?? 'test-anon-key',
    persistSession: options.storage !== undefined,
    storage: options.storage,
    storageKey: options.storageKey,
    autoRefreshToken: false,
    fetch: fake.fetch,
  });
  return { client, requests: fake.requests };
}
