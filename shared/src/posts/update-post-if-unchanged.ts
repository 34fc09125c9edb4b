import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost } from '../supabase/rows';
import type { BlogPostFormValues, BlogPostInput } from '../validation/schemas';
import { DataError, isUniqueSlugViolation, NotFoundError, SlugTakenError } from '../errors/data-errors';
import { storedPostMatches } from './stored-post-matches';
import { storedPost, validatedPostChanges } from './write-posts';

/** The post was saved by someone else after this editor opened it (its updated_at moved). */
export class PostChangedError extends Error {
  override name = 'PostChangedError';
  constructor(readonly id: string) {
    super(`Blog post "${id}" was changed by someone else since it was opened.`);
  }
}

/**
 * Applies `changes` to post `id` only if it is still the version the editor opened (`updated_at`
 * unchanged; the database's trigger moves it on every write). One filtered UPDATE, so there is no
 * window between the check and the write. When no row matched, a second read tells a conflict
 * (PostChangedError) from a deleted post (NotFoundError), and finds a retry whose first write
 * happened but whose answer was lost: the stored post already holds these very changes, so it is
 * returned (nothing is overwritten, nothing is written twice).
 */
export async function updatePostIfUnchanged(
  client: ParleySupabaseClient,
  id: string,
  changes: Partial<BlogPostInput> | Partial<BlogPostFormValues>,
  expectedUpdatedAt: string,
): Promise<BlogPost> {
  const fields = validatedPostChanges(changes);
  const { data, error } = await client
    .from('blog_posts')
    .update(fields)
    .eq('id', id)
    .eq('updated_at', expectedUpdatedAt)
    // An array, not maybeSingle(): "no row matched" is an answer here, not an error.
    .select();
  if (error) {
    if (isUniqueSlugViolation(error)) throw new SlugTakenError(fields.slug ?? '');
    throw new DataError(`Failed to update blog post "${id}"`, error);
  }
  const [updated] = data ?? [];
  if (updated) return updated;

  const current = await storedPost(client, id);
  if (!current) throw new NotFoundError(`Blog post not found: id "${id}"`);
  if (storedPostMatches(current, fields)) return current;
  throw new PostChangedError(id);
}
