import { NotFoundError, postQueries, QUERY_DEFAULTS, queryKeys } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/supabase';
import { loadArticleRenderer } from '../lib/article-renderer';
import { PUBLIC_POSTS_FRESH_FOR_MS } from './fresh-for';

/** Retries a failed fetch once (QUERY_DEFAULTS); "no such post" is an answer, so it is shown at once. */
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
    staleTime: PUBLIC_POSTS_FRESH_FOR_MS,
    queryKey: queryKeys.blogPost(slug ?? ''),
    // supabase-js is loaded at the first fetch, never during render: a server-rendered post arrives
    // with its data, so reading it never downloads the client at all.
    queryFn: async () => {
      void loadArticleRenderer(); // the post's markdown renderer downloads alongside its data
      return postQueries.bySlug(await loadSupabase(), slug).queryFn();
    },
    enabled: Boolean(slug),
  });
}
