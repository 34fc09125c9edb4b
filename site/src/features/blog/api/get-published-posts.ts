import { postQueries, QUERY_DEFAULTS, queryKeys } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/supabase';
import { PUBLIC_POSTS_FRESH_FOR_MS } from './fresh-for';

/**
 * The public blog list (cache key `blogPosts`, retried once, no refetch on focus). The query fails
 * when the fetch fails, so the page can tell "could not load" from "no posts".
 */
export function usePublishedPosts() {
  return useQuery({
    ...QUERY_DEFAULTS,
    // A failed answer from the server render stays the answer while hydrating (no "loading" flash);
    // the error state itself offers the way to try again.
    retryOnMount: false,
    staleTime: PUBLIC_POSTS_FRESH_FOR_MS,
    queryKey: queryKeys.blogPosts,
    // The client is made at the first fetch, never during render: the page also renders on a server.
    queryFn: async () => postQueries.published(await loadSupabase()).queryFn(),
  });
}
