import type { SupabaseClient } from '@supabase/supabase-js';
import { POST_IMAGES_BUCKET } from './image-rules';

/**
 * The public URL of a picture of the post-images bucket. A module of its own: the blog's article
 * page needs only this, and post-images.ts (uploads: byte sniffing, hashing) would bring the
 * editor's code to every reader.
 */
export function publicImageUrl(client: SupabaseClient, path: string): string {
  return client.storage.from(POST_IMAGES_BUCKET).getPublicUrl(path).data.publicUrl;
}
