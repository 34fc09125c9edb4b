import { publicPostQueries, type PublishedPageQuery } from '@parley/shared/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/supabase';
import { PUBLIC_POSTS_FRESH_FOR_MS } from './fresh-for';

/**
 * Both hooks: retried once, no refetch on focus. A failed answer from the server render stays the
 * answer while hydrating (no "loading" flash); the error state itself offers the way to try again.
 * The client is made at the first fetch, never during render: the page also renders on a server.
 */
const PUBLIC_LIST = { retryOnMount: false, staleTime: PUBLIC_POSTS_FRESH_FOR_MS } as const;

/**
 * One page of the public blog list, filtered and counted by the database. While the next page or
 * search loads, the list shows the previous answer (no skeleton flash between keystrokes).
 */
export function usePublishedPostsPage(query: PublishedPageQuery) {
  return useQuery({
    ...publicPostQueries.publishedPage(loadSupabase, query),
    ...PUBLIC_LIST,
    placeholderData: keepPreviousData,
  });
}

/** The categories of the published posts: the category chips. */
export function usePublishedCategories() {
  return useQuery({ ...publicPostQueries.publishedCategories(loadSupabase), ...PUBLIC_LIST });
}
