import { postQueries, QUERY_DEFAULTS, queryKeys } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';

/**
 * One post by slug (cache key `['blogPost', slug]`); runs only when there is a slug. A missing or
 * draft post fails the query (NotFoundError), which the page shows as "Article Not Found".
 */
export function usePost(slug: string | undefined) {
  return useQuery({
    ...QUERY_DEFAULTS,
    queryKey: queryKeys.blogPost(slug ?? ''),
    // The client is made at the first fetch, never during render: the page also renders on a server.
    queryFn: () => postQueries.bySlug(getSupabase(), slug).queryFn(),
    enabled: Boolean(slug),
  });
}
