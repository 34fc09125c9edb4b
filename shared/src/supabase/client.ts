import {
  createClient,
  type SupabaseClient,
  type SupportedStorage,
  type WebSocketLikeConstructor,
} from '@supabase/supabase-js';
import type { Database } from './database.types';

export type ParleySupabaseClient = SupabaseClient<Database>;

export interface CreateSupabaseClientOptions {
  url: string;
  anonKey: string;
  /** Where the session is kept; defaults to localStorage in a browser, memory elsewhere. */
  storage?: SupportedStorage;
  storageKey?: string;
  persistSession?: boolean;
  autoRefreshToken?: boolean;
  detectSessionInUrl?: boolean;
  /** Replaces `fetch` for every request (tests, Electron main-process proxies). */
  fetch?: typeof fetch;
  /**
   * The WebSocket class realtime uses. Defaults to `globalThis.WebSocket`; required where there is
   * none (Node 20): use `@parley/shared/node`, which passes the `ws` package.
   */
  realtimeTransport?: WebSocketLikeConstructor;
}

/**
 * The one way apps make a Supabase client (browser, Electron renderer, Node). It knows only a URL
 * and the public anon key; the database's Row Level Security decides what the client may do.
 */
export function createSupabaseClient(options: CreateSupabaseClientOptions): ParleySupabaseClient {
  const transport =
    options.realtimeTransport ?? (globalThis as { WebSocket?: WebSocketLikeConstructor }).WebSocket;
  if (!transport) {
    throw new Error(
      'createSupabaseClient: this runtime has no WebSocket (Node 20). Import createSupabaseClient from "@parley/shared/node" or pass realtimeTransport.',
    );
  }
  return createClient<Database>(options.url, options.anonKey, {
    // supabase-js spreads these over its defaults, so an explicit `undefined` would erase a default.
    auth: withoutUndefined({
      storage: options.storage,
      storageKey: options.storageKey,
      persistSession: options.persistSession,
      autoRefreshToken: options.autoRefreshToken,
      detectSessionInUrl: options.detectSessionInUrl,
    }),
    realtime: { transport },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
