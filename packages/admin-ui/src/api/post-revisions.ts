import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { restorePostRevision } from '@parley/shared/posts';
import { postQueries } from '@parley/shared/queries';
import { useAdminHost } from '../host/AdminHost';
import { invalidatePosts } from './invalidate-posts';

/**
 * The saved versions of a post, newest first (admins only, by RLS), in pages of REVISIONS_PAGE_SIZE:
 * `data.pages`, and `fetchNextPage` for the older ones while `hasNextPage`. Loads when `enabled`.
 */
export function usePostRevisions(postId: string, enabled: boolean) {
  const { supabase } = useAdminHost();
  return useInfiniteQuery({ ...postQueries.revisions(supabase, postId), enabled });
}

/**
 * Makes a revision the post's current text; the database keeps the replaced one as a revision. The
 * history, the lists and the public pages under both slugs load again (all under ['posts']).
 */
export function useRestoreRevision() {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) => restorePostRevision(supabase, revisionId),
    onSettled: () => void invalidatePosts(queryClient),
  });
}
