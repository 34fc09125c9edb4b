import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
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

  // Posts whose delete is being asked about, is on its way, or is done while the list still shows
  // them (its reload is on its way): a second click (a double-click, a click while the question or
  // the request is out) adds nothing, so one post is deleted once, and never followed by "Failed to
  // delete" for the post the first click removed.
  const held = useRef(new Set<string>());
  return {
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables.id : undefined,
    requestDelete: async (post: DeletablePost) => {
      if (held.current.has(post.id)) return;
      held.current.add(post.id);
      let deleted = false;
      try {
        if (!(await confirm(ADMIN_MESSAGES.confirmDelete))) return;
        await mutation.mutateAsync(post);
        deleted = true;
      } catch {
        // Told by onError: the admin may try again.
      } finally {
        // A deleted post stays held: the list drops its row when the reload arrives.
        if (!deleted) held.current.delete(post.id);
      }
    },
  };
}
