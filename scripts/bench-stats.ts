// What the benchmarks share: the service-role client they seed with, and the percentile they print.
import { LOCAL_SERVICE_ROLE_KEY } from '@parley/local-supabase/local-secrets';
import { createSupabaseClient } from '@parley/shared/node';

/** The benchmark stack's service-role client (seeding and counting only; bypasses RLS). */
export function benchServiceClient(backendUrl: string) {
  return createSupabaseClient({
    url: backendUrl,
    anonKey: LOCAL_SERVICE_ROLE_KEY,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/** The nearest-rank `p`th percentile (0–100) of samples sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
