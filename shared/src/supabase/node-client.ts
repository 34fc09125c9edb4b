// Node-only entry (`@parley/shared/node`): it imports `ws`, so browser bundles must not import it.
import WebSocket from 'ws';
import type { WebSocketLikeConstructor } from '@supabase/supabase-js';
import {
  createSupabaseClient as createBaseClient,
  type CreateSupabaseClientOptions,
  type ParleySupabaseClient,
} from './client';

/**
 * A Supabase client for Node (scripts, tests, the Electron main process). Realtime uses the native
 * WebSocket when the runtime has one (Node ≥ 22), else `ws`. Sessions are not persisted and not
 * auto-refreshed unless asked, so a script's timers never keep the process alive.
 */
export function createSupabaseClient(options: CreateSupabaseClientOptions): ParleySupabaseClient {
  const native = (globalThis as { WebSocket?: WebSocketLikeConstructor }).WebSocket;
  return createBaseClient({
    ...options,
    persistSession: options.persistSession ?? false,
    autoRefreshToken: options.autoRefreshToken ?? false,
    detectSessionInUrl: options.detectSessionInUrl ?? false,
    realtimeTransport:
      options.realtimeTransport ?? native ?? (WebSocket as unknown as WebSocketLikeConstructor),
  });
}

export { createSupabaseClient as createNodeSupabaseClient };
export type { CreateSupabaseClientOptions, ParleySupabaseClient };
