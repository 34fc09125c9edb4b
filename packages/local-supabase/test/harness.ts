import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { apiUrlFor, readBackendConfig, type BackendConfig } from '../src/config';
import { listen } from '../src/listen';
import { createBackend, type Backend } from '../src/server';

const supabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url));

export interface TestBackend {
  url: string;
  backend: Backend;
  config: BackendConfig;
  /** A supabase-js client with the anon key and no persisted session. */
  anon(): SupabaseClient;
  /** A supabase-js client with the service_role key (bypasses RLS; tests only). */
  service(): SupabaseClient;
  close(): Promise<void>;
}

/**
 * Starts an in-memory backend on a free loopback port. Every test sends from 127.0.0.1, so the
 * per-client limits (auth's and the database's on leads) are off unless a test turns them on.
 */
export async function startTestBackend(env: Record<string, string> = {}): Promise<TestBackend> {
  const config0 = readBackendConfig(
    { DATA_DIR: 'memory', API_PORT: '0', RATE_LIMITS: 'off', LEAD_LIMITS: 'off', ...env },
    supabaseDir,
  );
  const backend = await createBackend(config0);
  const server = await listen(backend, config0.host, 0);
  // The issuer and mail links must name the real port (or API_EXTERNAL_URL, when a test sets it).
  const config = { ...config0, port: server.port, apiUrl: apiUrlFor(config0, server.port) };
  backend.ctx.config = config;
  const client = (key: string) =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
  return {
    url: server.url,
    backend,
    config,
    anon: () => client(config.anonKey),
    service: () => client(config.serviceRoleKey),
    close: async () => {
      await server.close();
      await backend.ctx.db.close();
      // In memory, the files live in a temporary folder of their own.
      if (config.dataDir === undefined) await rm(backend.ctx.files.root, { recursive: true, force: true });
    },
  };
}
