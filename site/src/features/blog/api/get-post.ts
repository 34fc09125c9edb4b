import { NotFoundError } from '@parley/shared/errors';
import { publicPostQueries, QUERY_DEFAULTS } from '@parley/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/supabase';
import { loadArticleRenderer } from '../lib/article-renderer';
import { PUBLIC_POSTS_FRESH_FOR_MS } from './fresh-for';

/** Retries a failed fetch once (QUERY_DEFAULTS); "no such post" is an answer, so it is shown at once. */
function retryOnce(failureCount: number, error: Error): boolean {
  return !(error instanceof NotFoundError) && failureCount < QUERY_DEFAULTS.retry;
}

/**
 * supabase-js is loaded at the first fetch, never during render: a server-rendered post arrives with
 * its data, so reading it never downloads the client at all. The post's markdown renderer downloads
 * alongside its data.
 */
function loadClientAndRenderer() {
  void loadArticleRenderer();
  return loadSupabase();
}

/**
 * One post by slug (publicPostQueries.bySlug); runs only when there is a slug. A missing or draft post
 * fails the query (NotFoundError), which the page shows as "Article Not Found".
 */
export function usePost(slug: string | undefined) {
  return useQuery({
    ...publicPostQueries.bySlug(loadClientAndRenderer, slug),
    retry: retryOnce,
    // A failed answer from the server render stays the answer while hydrating (no "loading" flash);
    // the error state itself offers the way to try again.
    retryOnMount: false,
    staleTime: PUBLIC_POSTS_FRESH_FOR_MS,
  });
}
