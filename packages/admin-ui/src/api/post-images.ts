import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listPostImages, removePostImage, uploadPostImage } from '@parley/shared';
import { useAdminHost } from '../host/AdminHost';

/** The media library's list (every image of the post-images bucket, newest first). */
export const POST_IMAGES_KEY = ['postImages'] as const;

export function usePostImages() {
  const { supabase } = useAdminHost();
  return useQuery({
    queryKey: POST_IMAGES_KEY,
    queryFn: () => listPostImages(supabase),
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

/** Uploads a picture of post `postId` (content-hashed name: the same picture is stored once). */
export function useUploadPostImage(postId: string) {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPostImage(supabase, { postId, file, fileName: file.name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: POST_IMAGES_KEY }),
  });
}

export function useRemovePostImage() {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => removePostImage(supabase, path),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: POST_IMAGES_KEY }),
  });
}
