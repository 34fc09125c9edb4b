import { createSupabaseClient } from '../supabase/node-client';
import { createFakeFetch, type Responder } from './fake-fetch';

export const TEST_SUPABASE_URL = 'http://supabase.test';

/**
 * A typed client whose every request goes to a fake fetch: the one fake Supabase client of the tests.
 * It is the Node client (its own WebSocket), so it serves jsdom, server-render and Node tests alike;
 * it keeps no session and refreshes no token, so a test's requests are only the ones it makes.
 */
export function createTestClient(respond?: Responder, options: { anonKey?: string } = {}) {
  const fake = createFakeFetch(respond);
  const client = createSupabaseClient({
    url: TEST_SUPABASE_URL,
    anonKey: options.anonKey ?? 'test-anon-key',
    persistSession: false,
    autoRefreshToken: false,
    fetch: fake.fetch,
  });
  return { client, requests: fake.requests };
}
