import { createSupabaseClient } from '../supabase/node-client';
import { createFakeFetch, type Responder } from './fake-fetch';

export const TEST_SUPABASE_URL = 'http://supabase.test';

/** A typed client whose every request goes to a fake fetch. */
export function createTestClient(respond?: Responder) {
  const fake = createFakeFetch(respond);
  const client = createSupabaseClient({
    url: TEST_SUPABASE_URL,
    anonKey: 'test-anon-key',
    fetch: fake.fetch,
  });
  return { client, requests: fake.requests };
}
