import type { ParleySupabaseClient } from '@parley/shared/supabase';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { vi } from 'vitest';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export function fakeSession(email = 'user@example.com', id = 'user-1'): Session {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id,
      email,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2025-01-01T00:00:00Z',
    },
  };
}

/**
 * A stand-in for the Supabase client's auth surface: a session that tests set, auth events they
 * emit (as auth-js does for other tabs), and spies on every call the site makes.
 */
export function createFakeClient(options: { session?: Session | null; admin?: boolean } = {}) {
  let session = options.session ?? null;
  const listeners = new Set<Listener>();
  const emit = (event: AuthChangeEvent, next: Session | null) => {
    session = next;
    listeners.forEach((listener) => listener(event, next));
  };
  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    }),
    initialize: vi.fn(async () => ({ error: null })),
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
    signInWithPassword: vi.fn(async ({ email }: { email: string; password: string }) => {
      emit('SIGNED_IN', fakeSession(email));
      return { data: {}, error: null as Error | null };
    }),
    signUp: vi.fn(async (_credentials: unknown) => ({ data: {}, error: null as Error | null })),
    signOut: vi.fn(async (_options?: unknown) => {
      emit('SIGNED_OUT', null);
      return { error: null as Error | null };
    }),
    resetPasswordForEmail: vi.fn(async (_email: string, _options?: unknown) => ({
      data: {},
      error: null as Error | null,
    })),
    updateUser: vi.fn(async (_attributes: unknown) => ({ data: {}, error: null as Error | null })),
  };
  const rpc = vi.fn(async () => ({ data: options.admin ?? false, error: null }));
  const client = { auth, rpc } as unknown as ParleySupabaseClient;
  return { client, auth, rpc, emit, getClient: () => client };
}
