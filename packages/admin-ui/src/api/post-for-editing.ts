import { useQuery } from '@tanstack/react-query';
import { NotFoundError } from '@parley/shared/errors';
import { postQueries } from '@parley/shared/queries';
import { useAdminHost } from '../host/AdminHost';

/**
 * The post the editor opens. Never served from cache (gcTime 0): its updated_at is the version the
 * conflict check compares against, so it must be what the database holds right now. Then it stays
 * the version the editor opened (staleTime 'static'): only the editor replaces it (a restore, the
 * conflict's "reload"). The invalidation after a write (invalidatePosts) passes over it, as a refetch
 * under an open editor would swap the form for "Loading blog post..." and start it again.
 */
export function usePostForEditing(postId: string | undefined) {
  const { supabase } = useAdminHost();
  return useQuery({
    ...postQueries.byId(supabase, postId),
    gcTime: 0,
    staleTime: 'static',
    // A missing post will not appear on a retry; other failures get the usual one retry.
    retry: (failures, error) => !(error instanceof NotFoundError) && failures < 1,
  });
}
