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

/**
 * A plain TanStack Query options object for a list read in pages (`useInfiniteQuery`,
 * `prefetchInfiniteQuery`): the first page's param, each page's fetch, and the next page's param
 * from the last page (null: no more pages).
 */
export interface ParleyInfiniteQueryOptions<TPage, TKey extends readonly unknown[], TParam> {
  queryKey: TKey;
  queryFn: (context: { pageParam: TParam }) => Promise<TPage>;
  initialPageParam: TParam;
  getNextPageParam: (lastPage: TPage) => TParam | null;
  retry: typeof QUERY_DEFAULTS.retry;
  refetchOnWindowFocus: typeof QUERY_DEFAULTS.refetchOnWindowFocus;
  enabled?: boolean;
}

/** The options of a paged query: its key, and a page's fetch that gets the client from `source` first. */
export function clientInfiniteQuery<TPage, const TKey extends readonly unknown[], TParam>(
  queryKey: TKey,
  source: ClientSource,
  pages: {
    fetch: (client: ParleySupabaseClient, pageParam: TParam) => Promise<TPage>;
    initialPageParam: TParam;
    getNextPageParam: (lastPage: TPage) => TParam | null;
  },
  enabled?: boolean,
): ParleyInfiniteQueryOptions<TPage, TKey, TParam> {
  return {
    ...QUERY_DEFAULTS,
    queryKey,
    queryFn: async ({ pageParam }) =>
      pages.fetch(typeof source === 'function' ? await source() : source, pageParam),
    initialPageParam: pages.initialPageParam,
    getNextPageParam: pages.getNextPageParam,
    ...(enabled === undefined ? {} : { enabled }),
  };
}
