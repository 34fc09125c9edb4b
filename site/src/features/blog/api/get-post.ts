import { NotFoundError, postQueries, QUERY_DEFAULTS, queryKeys } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase-client';

/** Retries a failed fetch once (spec §7); "no such post" is an answer, so it is shown at once. */
function retryOnce(failureCount: number, error: Error): boolean {
  return !(error instanceof NotFoundError) && failureCount < QUERY_DEFAULTS.retry;
}

/**
 * One post by slug (cache key `['blogPost', slug]`); runs only when there is a slug. A missing or
 * draft post fails the query (NotFoundError), which the page shows as "Article Not Found".
 */
export function usePost(slug: string | undefined) {
  return useQuery({
    ...QUERY_DEFAULTS,
    retry: retryOnce,
    // A failed answer from the server render stays the answer while hydrating (no "loading" flash);
    // the error state itself offers the way to try again.
    retryOnMount: false,
    queryKey: queryKeys.blogPost(slug ?? ''),
    // The client is made at the first fetch, never during render: the page also renders on a server.
    queryFn: () => postQueries.bySlug(getSupabase(), slug).queryFn(),
    enabled: Boolean(slug),
  });
}
