import { NotFoundError } from '@parley/shared/errors';
import { authorQueries, QUERY_DEFAULTS } from '@parley/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/supabase';
import { loadArticleRenderer } from '../lib/article-renderer';

function retryOnce(failureCount: number, error: Error): boolean {
  return !(error instanceof NotFoundError) && failureCount < QUERY_DEFAULTS.retry;
}

function loadClientAndRenderer() {
  void loadArticleRenderer();
  return loadSupabase();
}

/**
 * A shared draft by its token (public.preview_post). Any token that shows nothing (malformed, forged,
 * expired, revoked) fails alike with NotFoundError. Never cached beyond this page view.
 */
export function usePreview(token: string | undefined) {
  return useQuery({
    ...authorQueries.preview(loadClientAndRenderer, token ?? ''),
    enabled: Boolean(token),
    retry: retryOnce,
    retryOnMount: false,
    // What the server rendered is the answer while hydrating; the next visit asks again.
    staleTime: 30_000,
    gcTime: 0,
  });
}
