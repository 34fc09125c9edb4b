import type { ParleySupabaseClient } from '../supabase/client';
import { QUERY_DEFAULTS } from './query-keys';

/**
 * Gives the client at the first fetch. The site's browser passes one that imports supabase-js then,
 * so a page that arrives with its data (or has none) never downloads it.
 */
export type ClientLoader = () => Promise<ParleySupabaseClient>;

/** A client in hand (the admin, the studio, the server's prefetch) or a loader of one (the site). */
export type ClientSource = ParleySupabaseClient | ClientLoader;

/**
 * A plain TanStack Query options object, as every factory answers it: pass it to `useQuery`,
 * `prefetchQuery` or `queryOptions`, spread with the options one screen adds (staleTime,
 * placeholderData...). Plain, so shared does not depend on TanStack Query.
 */
export interface ParleyQueryOptions<TData, TKey extends readonly unknown[]> {
  queryKey: TKey;
  queryFn: () => Promise<TData>;
  retry: typeof QUERY_DEFAULTS.retry;
  refetchOnWindowFocus: typeof QUERY_DEFAULTS.refetchOnWindowFocus;
  enabled?: boolean;
}

/** The options of one query: its key, and a fetch that gets the client from `source` first. */
export function clientQuery<TData, const TKey extends readonly unknown[]>(
  queryKey: TKey,
  source: ClientSource,
  fetch: (client: ParleySupabaseClient) => Promise<TData>,
  enabled?: boolean,
): ParleyQueryOptions<TData, TKey> {
  return {
    ...QUERY_DEFAULTS,
    queryKey,
    queryFn: async () => fetch(typeof source === 'function' ? await source() : source),
    ...(enabled === undefined ? {} : { enabled }),
  };
}
