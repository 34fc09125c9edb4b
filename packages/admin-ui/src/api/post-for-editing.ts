import { useQuery } from '@tanstack/react-query';
import { NotFoundError, postQueries } from '@parley/shared';
import { useAdminHost } from '../host/AdminHost';

/**
 * The post the editor opens. Never served from cache (gcTime 0): its updated_at is the version the
 * conflict check compares against, so it must be what the database holds right now.
 */
export function usePostForEditing(postId: string | undefined) {
  const { supabase } = useAdminHost();
  return useQuery({
    ...postQueries.byId(supabase, postId),
    gcTime: 0,
    // A missing post will not appear on a retry; other failures get the usual one retry.
    retry: (failures, error) => !(error instanceof NotFoundError) && failures < 1,
  });
}
