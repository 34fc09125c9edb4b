import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@parley/shared/queries';

/**
 * After any write: every post view under `['posts']` (the admin lists, the public lists and pages,
 * the posts' public pages, the revisions) is stale, and those on screen load again. The editor's own
 * copy is not refetched: its query is static (post-for-editing.ts).
 */
export function invalidatePosts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.posts.root });
}
