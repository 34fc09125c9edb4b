import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPostPreview, revokePostPreview, saveOwnProfile } from '@parley/shared/authors';
import { authorQueries, queryKeys } from '@parley/shared/queries';
import { type AuthorProfileFormValues } from '@parley/shared/validation';
import { currentUserId } from '../api/save-post';
import { invalidatePosts } from '../api/invalidate-posts';
import { useAdminHost } from '../host/AdminHost';

/** Every admin's profile: the editor's author choice. */
export function useAuthorProfiles() {
  const { supabase } = useAdminHost();
  return useQuery(authorQueries.profiles(supabase));
}

/** The signed-in admin's id (the host's, else the session's). */
export function useCurrentUserId() {
  const host = useAdminHost();
  return useQuery({ queryKey: ['session-user'], queryFn: () => currentUserId(host), staleTime: Infinity });
}

/** The signed-in admin's own profile, null until saved once. */
export function useOwnProfile(userId: string | null | undefined) {
  const { supabase } = useAdminHost();
  return useQuery({ ...authorQueries.ownProfile(supabase, userId ?? ''), enabled: Boolean(userId) });
}

/** Saves the admin's own profile; a profile change rewrites their posts' bylines (every post view is stale). */
export function useSaveOwnProfile(userId: string | null | undefined) {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AuthorProfileFormValues) => {
      if (!userId) throw new Error('Not signed in');
      return saveOwnProfile(supabase, userId, values);
    },
    onSuccess: () => void invalidatePosts(queryClient),
  });
}

/** A post's live preview links. */
export function usePreviewLinks(postId: string, enabled: boolean) {
  const { supabase } = useAdminHost();
  return useQuery({ ...authorQueries.previewLinks(supabase, postId), enabled });
}

export function useCreatePreview(postId: string) {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createPostPreview(supabase, postId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.posts.previewLinks(postId) }),
  });
}

export function useRevokePreview(postId: string) {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => revokePostPreview(supabase, linkId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.posts.previewLinks(postId) }),
  });
}
