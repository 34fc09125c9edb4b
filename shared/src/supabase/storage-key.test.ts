import { describe, expect, it } from 'vitest';
import { createSupabaseClient } from './client';
import { authStorageKey } from './storage-key';

describe('authStorageKey', () => {
  it('is the key supabase-js stores the session under', () => {
    for (const url of ['http://127.0.0.1:54321', 'https://abcdefgh.supabase.co']) {
      const client = createSupabaseClient({
        url,
        anonKey: 'anon',
        persistSession: false,
        realtimeTransport: class {} as never,
      });
      expect((client.auth as unknown as { storageKey: string }).storageKey).toBe(authStorageKey(url));
    }
    expect(authStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
  });
});
