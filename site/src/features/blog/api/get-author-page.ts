import { isNotFoundError } from '@parley/shared/errors';
import { authorQueries, QUERY_DEFAULTS } from '@parley/shared/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/supabase';
import { PUBLIC_POSTS_FRESH_FOR_MS } from './fresh-for';

/** "No such author" is an answer, shown at once; a failure is retried once. */
function retryOnce(failureCount: number, error: Error): boolean {
  return !isNotFoundError(error) && failureCount < QUERY_DEFAULTS.retry;
}

/**
 * /blog/author/{slug}: the author and one page of their published posts (authorQueries.page). An
 * author no visitor may see (unknown slug, no published post) fails with NotFoundError.
 */
export function useAuthorPage(slug: string | undefined, page: number) {
  return useQuery({
    ...authorQueries.page(loadSupabase, slug ?? '', page),
    enabled: Boolean(slug),
    retry: retryOnce,
    retryOnMount: false,
    staleTime: PUBLIC_POSTS_FRESH_FOR_MS,
    placeholderData: keepPreviousData,
  });
}
