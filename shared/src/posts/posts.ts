import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost } from '../supabase/database.types';
import { blogPostInputSchema, type BlogPostFormValues, type BlogPostInput } from '../validation/schemas';
import { DataError, InvalidPostError, isUniqueSlugViolation, NotFoundError, SlugTakenError } from './errors';

// Spec §8: list helpers answer [] when the fetch fails; single-record helpers throw.

/** What a list of posts shows: everything but the body, which can be 200 KB a post. */
export const POST_SUMMARY_COLUMNS =
  'id, title, slug, category, excerpt, cover_image, published_at, created_at, updated_at, author_id';
export type BlogPostSummary = Omit<BlogPost, 'content'>;

/**
 * Published posts (published_at set), newest published first, without their bodies. Throws on
 * failure: screens need to tell "no posts" from "could not load" (the blog list's error state).
 */
export async function fetchPublishedPosts(client: ParleySupabaseClient): Promise<BlogPostSummary[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select(POST_SUMMARY_COLUMNS)
    .not('published_at', 'is', null)
    .order('published_at', { ascending: false })
    .retry(false); // React Query retries once (spec §7); supabase-js's own 3 retries would add ~7 s
  if (error) throw new DataError('Failed to load blog posts', error);
  return data ?? [];
}

/** Every post this user may read (admins: drafts too), newest created first. Throws on failure. */
export async function fetchAllPosts(client: ParleySupabaseClient): Promise<BlogPost[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select('*')
    .order('created_at', { ascending: false })
    .retry(false);
  if (error) throw new DataError('Failed to load blog posts', error);
  return data ?? [];
}

/** Spec §8's list helper: published posts (without bodies), or [] when the fetch fails. */
export function listPublishedPosts(client: ParleySupabaseClient): Promise<BlogPostSummary[]> {
  return fetchPublishedPosts(client).catch(() => []);
}

/** Spec §8's list helper: every readable post, or [] when the fetch fails. */
export function listAllPosts(client: ParleySupabaseClient): Promise<BlogPost[]> {
  return fetchAllPosts(client).catch(() => []);
}

const blogPostChangesSchema = blogPostInputSchema.partial();

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

async function getPostBy(
  client: ParleySupabaseClient,
  column: 'slug' | 'id',
  value: string,
): Promise<BlogPost> {
  const { data, error } = await client
    .from('blog_posts')
    .select('*')
    .eq(column, value)
    .retry(false) // React Query retries once (spec §7)
    .maybeSingle();
  if (error) throw new DataError(`Failed to load blog post ${column} "${value}"`, error);
  if (!data) throw new NotFoundError(`Blog post not found: ${column} "${value}"`);
  return data;
}

/** The post with this slug; throws NotFoundError when there is none (or it is a hidden draft). */
export function getPostBySlug(client: ParleySupabaseClient, slug: string): Promise<BlogPost> {
  return getPostBy(client, 'slug', slug);
}

/** The post with this id; throws NotFoundError when there is none. */
export function getPostById(client: ParleySupabaseClient, id: string): Promise<BlogPost> {
  return getPostBy(client, 'id', id);
}

/** Validates and inserts a post written by `authorId`; returns the stored row. */
export async function createPost(
  client: ParleySupabaseClient,
  input: BlogPostInput | BlogPostFormValues,
  authorId: string | null,
): Promise<BlogPost> {
  const post = validated(blogPostInputSchema.safeParse(input));
  const { data, error } = await client
    .from('blog_posts')
    .insert({ ...post, author_id: authorId })
    .select()
    .single();
  if (error) {
    if (isUniqueSlugViolation(error)) throw new SlugTakenError(post.slug);
    throw new DataError('Failed to create blog post', error);
  }
  return data;
}

/** Validates and applies `changes` to post `id`; returns the stored row, NotFoundError if none matched. */
export async function updatePost(
  client: ParleySupabaseClient,
  id: string,
  changes: Partial<BlogPostInput> | Partial<BlogPostFormValues>,
): Promise<BlogPost> {
  const fields = validated(blogPostChangesSchema.safeParse(changes));
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
