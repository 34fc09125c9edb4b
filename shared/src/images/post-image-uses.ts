import { DataError } from '../errors/data-errors';
import type { ParleySupabaseClient } from '../supabase/client';

// Which posts use each picture of the post-images bucket (public.post_image_uses(), admins only):
// the database reads the posts, the browser receives only the matches.

/** A post that shows a picture (in its text or as its cover). */
export interface ImageUse {
  postId: string;
  title: string;
}

/** The most paths the database function takes at once. */
export const IMAGE_USE_PATHS_PER_CALL = 1000;

/**
 * For each picture path (`<post id>/<file name>`), the posts that use it, by path; a picture no post
 * uses has no entry. Asks in batches of IMAGE_USE_PATHS_PER_CALL. DataError for anyone but an admin
 * (code 42501) or a failure.
 */
export async function fetchPostImageUses(
  client: ParleySupabaseClient,
  paths: readonly string[],
): Promise<Map<string, ImageUse[]>> {
  const uses = new Map<string, ImageUse[]>();
  const unique = [...new Set(paths)];
  for (let start = 0; start < unique.length; start += IMAGE_USE_PATHS_PER_CALL) {
    const batch = unique.slice(start, start + IMAGE_USE_PATHS_PER_CALL);
    const { data, error } = await client.rpc('post_image_uses', { image_paths: batch }).retry(false);
    if (error) throw new DataError('Failed to load where pictures are used', error);
    for (const row of data) {
      uses.set(row.image_path, [
        ...(uses.get(row.image_path) ?? []),
        { postId: row.post_id, title: row.post_title },
      ]);
    }
  }
  return uses;
}
