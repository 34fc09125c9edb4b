import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePost } from '@parley/shared/posts';
import { type BlogPost } from '@parley/shared/supabase';
import { useAdminHost } from '../host/AdminHost';
import { ADMIN_MESSAGES } from '../messages';
import { invalidatePosts } from './invalidate-posts';

type DeletablePost = Pick<BlogPost, 'id' | 'slug'>;

/** Deletes a post after the host's confirm; toasts the outcome and reloads the lists. */
export function useDeletePost() {
  const { supabase, confirm, notify } = useAdminHost();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (post: DeletablePost) => deletePost(supabase, post.id),
    onSuccess: () => notify({ kind: 'success', message: ADMIN_MESSAGES.deleted }),
    onError: () => notify({ kind: 'error', message: ADMIN_MESSAGES.deleteFailed }),
    // A failed delete may still mean the list changed (deleted elsewhere): reload either way.
    onSettled: () => invalidatePosts(queryClient),
  });

  return {
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables.id : undefined,
    requestDelete: async (post: DeletablePost) => {
      if (!(await confirm(ADMIN_MESSAGES.confirmDelete))) return;
      mutation.mutate(post);
    },
  };
}
