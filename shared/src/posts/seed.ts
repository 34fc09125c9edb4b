import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost } from '../supabase/rows';
import { DataError, SlugTakenError } from '../errors/data-errors';
import { FIRST_POST, firstPostCover } from './first-post';
import { createPost } from './write-posts';

export interface FirstPostOptions {
  /** The site's base URL, where the seed article's cover is served (see firstPostCover). */
  siteUrl: string;
  now?: () => Date;
}

/**
 * Creates {@link FIRST_POST}, published now, when the blog has no post at all. Returns
 * the created post, or null when a post already exists (including when another tab won the race).
 * Call it as an admin: only admins see drafts, so only they can tell the blog is truly empty.
 * The rule: docs/product-rules.md#first-post.
 */
export async function createFirstPostIfNone(
  client: ParleySupabaseClient,
  authorId: string | null,
  { siteUrl, now = () => new Date() }: FirstPostOptions,
): Promise<BlogPost | null> {
  const { data, error } = await client.from('blog_posts').select('id').limit(1);
  if (error) throw new DataError('Failed to check for existing blog posts', error);
  if (data.length > 0) return null;
  try {
    const post = { ...FIRST_POST, cover_image: firstPostCover(siteUrl), published_at: now().toISOString() };
    return await createPost(client, post, authorId);
  } catch (caught) {
    if (caught instanceof SlugTakenError) return null;
    throw caught;
  }
}
