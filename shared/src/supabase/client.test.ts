import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '../testing/fake-fetch';
import { createSupabaseClient } from './client';
import { createNodeSupabaseClient, createSupabaseClient as createNodeClient } from './node-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
}

describe('createSupabaseClient (browser / renderer entry)', () => {
  it('fails with a clear message where there is no WebSocket', () => {
    vi.stubGlobal('WebSocket', undefined);
    expect(() => createSupabaseClient({ url: 'http://127.0.0.1:54321', anonKey: 'k' })).toThrow(
      /no WebSocket.*@parley\/shared\/node/,
    );
  });

  it('uses globalThis.WebSocket when the runtime has one', () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const client = createSupabaseClient({
      url: 'http://127.0.0.1:54321',
      anonKey: 'k',
      persistSession: false,
    });
    expect(client.realtime.transport).toBe(FakeWebSocket);
  });

  it('accepts an explicit transport', () => {
    vi.stubGlobal('WebSocket', undefined);
    const client = createSupabaseClient({
      url: 'http://127.0.0.1:54321',
      anonKey: 'k',
      persistSession: false,
      realtimeTransport: FakeWebSocket as never,
    });
    expect(client.realtime.transport).toBe(FakeWebSocket);
  });

  it('sends the anon key and uses the given fetch', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const fake = createFakeFetch(() => ({ body: [] }));
    const client = createSupabaseClient({
      url: 'http://api.test',
      anonKey: 'anon',
      fetch: fake.fetch,
      persistSession: false,
    });
    await client.from('blog_posts').select('id');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.path).toBe('/rest/v1/blog_posts');
    expect(fake.requests[0]?.headers.get('apikey')).toBe('anon');
    expect(fake.requests[0]?.headers.get('authorization')).toBe('Bearer anon');
  });

  it('keeps supabase-js defaults for options left out', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const memory = new Map<string, string>();
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
    };
    const client = createSupabaseClient({
      url: 'http://api.test',
      anonKey: 'anon',
      storage,
      storageKey: 'parley-auth',
      autoRefreshToken: false,
    });
    // persistSession was not passed, so it stays on (the supabase-js default) and uses our storage.
    const auth = client.auth as unknown as { persistSession: boolean; storageKey: string };
    expect(auth.persistSession).toBe(true);
    expect(auth.storageKey).toBe('parley-auth');
  });
});

describe('createSupabaseClient from @parley/shared/node', () => {
  it('constructs on Node without a global WebSocket by using ws', async () => {
    vi.stubGlobal('WebSocket', undefined);
    const { default: Ws } = await import('ws');
    const client = createNodeClient({ url: 'http://127.0.0.1:54321', anonKey: 'k' });
    expect(client.realtime.transport).toBe(Ws);
    expect(createNodeSupabaseClient).toBe(createNodeClient);
  });

  it('prefers the native WebSocket when there is one', () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const client = createNodeClient({ url: 'http://127.0.0.1:54321', anonKey: 'k' });
    expect(client.realtime.transport).toBe(FakeWebSocket);
  });

  it('does not persist or auto-refresh sessions by default', () => {
    const client = createNodeClient({ url: 'http://127.0.0.1:54321', anonKey: 'k' });
    const auth = client.auth as unknown as { persistSession: boolean; autoRefreshToken: boolean };
    expect(auth.persistSession).toBe(false);
    expect(auth.autoRefreshToken).toBe(false);
  });
});
