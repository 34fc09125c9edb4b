import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { removePostImage, uploadPostImage } from '@parley/shared/images';
import { mediaQueries, queryKeys } from '@parley/shared/queries';
import { useAdminHost } from '../host/AdminHost';

/** The media library's list (every image of the post-images bucket, newest first). */
export function usePostImages() {
  const { supabase } = useAdminHost();
  return useQuery(mediaQueries.postImages(supabase));
}

/**
 * Which posts use each of these pictures (by path), asked of the database once the list is in; the
 * posts' text never travels to the browser for it.
 */
export function usePostImageUses(paths: readonly string[] | undefined) {
  const { supabase } = useAdminHost();
  return useQuery({
    ...mediaQueries.imageUses(supabase, paths ?? []),
    enabled: paths !== undefined && paths.length > 0,
  });
}

/** Uploads a picture of post `postId` (content-hashed name: the same picture is stored once). */
export function useUploadPostImage(postId: string) {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPostImage(supabase, { postId, file, fileName: file.name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.media.postImages }),
  });
}

export function useRemovePostImage() {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => removePostImage(supabase, path),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.media.postImages }),
  });
}
