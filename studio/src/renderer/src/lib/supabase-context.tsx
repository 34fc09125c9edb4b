import type { ParleySupabaseClient } from '@parley/shared/supabase';
import { createContext, use, type ReactNode } from 'react';

const SupabaseClientContext = createContext<ParleySupabaseClient | null>(null);

/** Gives the screens below it the studio's Supabase client (app/ creates one per backend). */
export function SupabaseClientProvider({
  client,
  children,
}: {
  client: ParleySupabaseClient;
  children: ReactNode;
}) {
  return <SupabaseClientContext value={client}>{children}</SupabaseClientContext>;
}

/** The studio's Supabase client; throws when rendered outside <SupabaseClientProvider>. */
export function useSupabaseClient(): ParleySupabaseClient {
  const client = use(SupabaseClientContext);
  if (!client) {
    throw new Error('useSupabaseClient() needs a <SupabaseClientProvider> above it (see app/backend.tsx).');
  }
  return client;
}
