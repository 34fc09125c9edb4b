import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listPostRevisions, queryKeys, restorePostRevision, type BlogPost } from '@parley/shared';
import { useAdminHost } from '../host/AdminHost';
import { invalidatePosts } from './invalidate-posts';

/** The saved versions of a post, newest first (admins only, by RLS); loads when `enabled`. */
export function usePostRevisions(postId: string, enabled: boolean) {
  const { supabase } = useAdminHost();
  return useQuery({
    queryKey: queryKeys.revisions(postId),
    queryFn: () => listPostRevisions(supabase, postId),
    enabled,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

/** Makes a revision the post's current text; the database keeps the replaced one as a revision. */
export function useRestoreRevision(post: Pick<BlogPost, 'id' | 'slug'>) {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) => restorePostRevision(supabase, revisionId),
    onSettled: (restored) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.revisions(post.id) });
      void invalidatePosts(queryClient, post);
      if (restored && restored.slug !== post.slug) void invalidatePosts(queryClient, restored);
    },
  });
}
