import type { ParleySupabaseClient } from '../supabase/client';
import type { Tag, TagRef } from '../supabase/rows';
import { SLUG_PATTERN } from '../text/slugify';
import { DataError } from '../errors/data-errors';
import { fetchPublishedPosts, type BlogPostSummary } from './posts';

// Reading tags, related posts and old addresses (docs/product-rules.md#tags). Row-level security
// decides what a visitor sees: the tags of published posts only. Writes are in ./write-tags.

/** The longest tag slug (the database's check). */
export const MAX_TAG_SLUG_LENGTH = 60;
/** The most ids `published_post_tags` takes in one call. */
export const POST_TAGS_PER_CALL = 500;

/** Whether some tag could have this slug: anything else is "not found" without a query. */
export function couldBeTagSlug(slug: string): boolean {
  return slug.length <= MAX_TAG_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}

/** The tags of these published posts, by post id (posts without tags are absent). Throws DataError. */
export async function fetchPublishedPostTags(
  client: ParleySupabaseClient,
  postIds: readonly string[],
): Promise<Map<string, TagRef[]>> {
  const tags = new Map<string, TagRef[]>();
  for (let from = 0; from < postIds.length; from += POST_TAGS_PER_CALL) {
    const { data, error } = await client
      .rpc('published_post_tags', { post_ids: postIds.slice(from, from + POST_TAGS_PER_CALL) })
      .retry(false);
    if (error) throw new DataError('Failed to load the posts’ tags', error);
    for (const [id, refs] of Object.entries((data ?? {}) as Record<string, TagRef[]>)) tags.set(id, refs);
  }
  return tags;
}

/**
 * Up to three published posts to read after this one: the most shared tags first, then the same
 * category (public.related_posts). Throws DataError.
 */
export async function fetchRelatedPosts(
  client: ParleySupabaseClient,
  slug: string,
): Promise<BlogPostSummary[]> {
  const { data, error } = await client.rpc('related_posts', { post_slug: slug }).retry(false);
  if (error) throw new DataError('Failed to load related posts', error);
  return (data ?? []) as unknown as BlogPostSummary[];
}

/** A published post's tags, by name (the article's links). Throws DataError. */
export async function fetchPostTags(client: ParleySupabaseClient, postId: string): Promise<TagRef[]> {
  return (await fetchPublishedPostTags(client, [postId])).get(postId) ?? [];
}

/**
 * Where an old address of a post or a tag leads now: the current slug, or null (no such old slug, a
 * live post or tag holds it, or its row is not published). Throws DataError.
 */
export async function fetchSlugRedirect(
  client: ParleySupabaseClient,
  kind: 'post' | 'tag',
  oldSlug: string,
): Promise<string | null> {
  if (!SLUG_PATTERN.test(oldSlug) || oldSlug.length > 200) return null;
  const { data, error } = await client
    .rpc(kind === 'post' ? 'post_slug_redirect' : 'tag_slug_redirect', { old_slug: oldSlug })
    .retry(false);
  if (error) throw new DataError(`Failed to look up the old address "${oldSlug}"`, error);
  return (data as string | null) ?? null;
}

/** A tag as the admins' list shows it: how many posts carry it, and how many of them are published. */
export interface AdminTag extends Pick<Tag, 'id' | 'name' | 'slug'> {
  post_count: number;
  published_count: number;
}

/** Every tag with its counts, by name (admins only). Throws DataError. */
export async function fetchAdminTags(client: ParleySupabaseClient): Promise<AdminTag[]> {
  const { data, error } = await client.rpc('admin_tags').retry(false);
  if (error) throw new DataError('Failed to load tags', error);
  return (data ?? []) as unknown as AdminTag[];
}

/** A post's tags as the editor shows them (admins read every post's). Throws DataError. */
export async function fetchTagsOfPost(client: ParleySupabaseClient, postId: string): Promise<TagRef[]> {
  const { data, error } = await client.from('post_tags').select('tag_id').eq('post_id', postId).retry(false);
  if (error) throw new DataError('Failed to load the post’s tags', error);
  const ids = (data ?? []).map((row) => row.tag_id);
  if (ids.length === 0) return [];
  const tags = await client.from('tags').select('name, slug').in('id', ids).order('name').retry(false);
  if (tags.error) throw new DataError('Failed to load the post’s tags', tags.error);
  return tags.data ?? [];
}

/**
 * Every published post (fetchPublishedPosts), each with its tags: the sitemap lists the tags' pages,
 * the feed names them. Throws on failure.
 */
export async function fetchPublishedPostsWithTags(client: ParleySupabaseClient): Promise<BlogPostSummary[]> {
  const posts = await fetchPublishedPosts(client);
  const tags = await fetchPublishedPostTags(
    client,
    posts.map((post) => post.id),
  );
  return posts.map((post) => ({ ...post, tags: tags.get(post.id) ?? [] }));
}
