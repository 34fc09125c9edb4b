import * as z from 'zod/mini';
import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost } from '../supabase/rows';
import { blogPostInputSchema, type BlogPostFormValues, type BlogPostInput } from '../validation/schemas';
import { storedPostMatches } from './stored-post-matches';
import {
  DataError,
  InvalidPostError,
  isUniqueIdViolation,
  isUniqueSlugViolation,
  NotFoundError,
  SlugTakenError,
} from '../errors/data-errors';

// Writing posts (the admin's editor and dashboard, the seed). Reading is in ./posts.

/**
 * The id a new post was to take is already stored, with other values: most often this editor's own
 * insert, whose answer was lost, followed by more typing. `stored`: that post, for the caller to
 * decide (the editor updates it when its last writer is the same admin).
 */
export class PostIdTakenError extends Error {
  override name = 'PostIdTakenError';
  constructor(readonly stored: BlogPost) {
    super(`A blog post with id "${stored.id}" is already stored.`);
  }
}

const blogPostChangesSchema = z.partial(blogPostInputSchema);

/** Validates again here, so no app can store a malformed slug or a `javascript:` cover image. */
function validated<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): T {
  if (result.success) return result.data;
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) issues[issue.path.map(String).join('.')] ??= issue.message;
  throw new InvalidPostError(issues);
}

/** Validated changes to a post (any subset of the editor's fields); InvalidPostError names the bad ones. */
export function validatedPostChanges(
  changes: Partial<BlogPostInput> | Partial<BlogPostFormValues>,
): Partial<BlogPostInput> {
  return validated(blogPostChangesSchema.safeParse(changes));
}

/**
 * Validates and inserts a post written by `authorId`; returns the stored row. `id`: the id the editor
 * chose before the first save (images uploaded meanwhile are stored under `{id}/`); the database
 * generates one when absent and refuses anything that is not a uuid. A post already stored under
 * `id` with exactly these fields is this very insert retried after its answer was lost: it is
 * returned, not refused (one post, and the editor's "save again" saves).
 */
export async function createPost(
  client: ParleySupabaseClient,
  input: BlogPostInput | BlogPostFormValues,
  authorId: string | null,
  id?: string,
): Promise<BlogPost> {
  const post = validated(blogPostInputSchema.safeParse(input));
  const row = { ...post, author_id: post.author_id ?? authorId };
  const { data, error } = await client
    .from('blog_posts')
    .insert({ ...row, ...(id === undefined ? {} : { id }) })
    .select()
    .single();
  if (error) {
    if (id !== undefined && isUniqueIdViolation(error)) {
      const stored = await storedPost(client, id);
      if (stored && storedPostMatches(stored, row)) return stored;
      if (stored) throw new PostIdTakenError(stored);
    }
    if (isUniqueSlugViolation(error)) throw new SlugTakenError(post.slug);
    throw new DataError('Failed to create blog post', error);
  }
  return data;
}

/** Post `id` as stored, or null when there is none (or it cannot be read). */
export async function storedPost(client: ParleySupabaseClient, id: string): Promise<BlogPost | null> {
  const { data, error } = await client.from('blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw new DataError(`Failed to load blog post id "${id}"`, error);
  return data;
}

/** Validates and applies `changes` to post `id`; returns the stored row, NotFoundError if none matched. */
export async function updatePost(
  client: ParleySupabaseClient,
  id: string,
  changes: Partial<BlogPostInput> | Partial<BlogPostFormValues>,
): Promise<BlogPost> {
  const fields = validatedPostChanges(changes);
  const { data, error } = await client.from('blog_posts').update(fields).eq('id', id).select().maybeSingle();
  if (error) {
    if (isUniqueSlugViolation(error)) throw new SlugTakenError(fields.slug ?? '');
    throw new DataError(`Failed to update blog post "${id}"`, error);
  }
  if (!data) throw new NotFoundError(`Blog post not found: id "${id}"`);
  return data;
}

/** Deletes post `id`; NotFoundError if nothing was deleted (missing, or not allowed by RLS). */
export async function deletePost(client: ParleySupabaseClient, id: string): Promise<void> {
  const { data, error } = await client.from('blog_posts').delete().eq('id', id).select('id');
  if (error) throw new DataError(`Failed to delete blog post "${id}"`, error);
  if (!data || data.length === 0) throw new NotFoundError(`Blog post not found: id "${id}"`);
}
