import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost } from '../supabase/database.types';
import { DataError, SlugTakenError } from './errors';
import { FIRST_POST } from './first-post';
import { createPost } from './write-posts';

/**
 * Creates {@link FIRST_POST}, published now, when the blog has no post at all (spec §6). Returns
 * the created post, or null when a post already exists (including when another tab won the race).
 * Call it as an admin: only admins see drafts, so only they can tell the blog is truly empty.
 */
export async function createFirstPostIfNone(
  client: ParleySupabaseClient,
  authorId: string | null,
  now: () => Date = () => new Date(),
): Promise<BlogPost | null> {
  const { data, error } = await client.from('blog_posts').select('id').limit(1);
  if (error) throw new DataError('Failed to check for existing blog posts', error);
  if (data.length > 0) return null;
  try {
    return await createPost(client, { ...FIRST_POST, published_at: now().toISOString() }, authorId);
  } catch (caught) {
    if (caught instanceof SlugTakenError) return null;
    throw caught;
  }
}
