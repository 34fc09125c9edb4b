import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost, TagRef } from '../supabase/rows';
import { SLUG_PATTERN } from '../text/slugify';
import { FIELD_LIMITS } from '../validation/limits';
import { DataError, NotFoundError } from '../errors/data-errors';

// Reading posts. List helpers answer [] when the fetch fails; single-record helpers throw.
// Writing is in ./write-posts, apart, so that pages that only read never load the validation
// schemas (zod) the writes need.

/**
 * What a list of posts shows: everything but the body, which can be 200 KB a post (its word count,
 * kept by the database, gives the reading time).
 */
export const POST_SUMMARY_COLUMNS =
  'id, title, slug, category, excerpt, cover_image, published_at, created_at, updated_at, author_id, author_name, author_slug, word_count';
/** A post in a list: the columns above; `tags` (by name) where the list carries them (the blog's pages, not the feeds). */
export type BlogPostSummary = Pick<
  BlogPost,
  | 'id'
  | 'title'
  | 'slug'
  | 'category'
  | 'excerpt'
  | 'cover_image'
  | 'published_at'
  | 'created_at'
  | 'updated_at'
  | 'author_id'
  | 'author_name'
  | 'author_slug'
  | 'word_count'
> & { tags?: TagRef[] };

/** The REST API answers at most this many rows a request (PostgREST's max-rows in this project). */
const REST_ROW_CAP = 1000;

/**
 * Every published post (published_at set and not in the future), newest published first, without
 * their bodies: the sitemap and the feed. Row-level security already hides scheduled posts from
 * visitors; the time filter keeps them out for a signed-in admin too, whose client may read every
 * post. Read in pages of the REST row cap, so the 1,001st post is not silently left out. Throws on
 * failure: screens need to tell "no posts" from "could not load".
 */
export async function fetchPublishedPosts(
  client: ParleySupabaseClient,
  now: Date = new Date(),
): Promise<BlogPostSummary[]> {
  const posts: BlogPostSummary[] = [];
  for (let from = 0; ; from += REST_ROW_CAP) {
    const { data, error } = await client
      .from('blog_posts')
      .select(POST_SUMMARY_COLUMNS)
      .not('published_at', 'is', null)
      .lte('published_at', now.toISOString())
      .order('published_at', { ascending: false })
      .order('id', { ascending: false }) // a stable order, so no post falls between two pages
      .range(from, from + REST_ROW_CAP - 1)
      .retry(false); // React Query retries once already; supabase-js's own 3 retries would add ~7 s
    if (error) throw new DataError('Failed to load blog posts', error);
    posts.push(...(data ?? []));
    if ((data?.length ?? 0) < REST_ROW_CAP) return posts;
  }
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

/** A list helper: published posts (without bodies), or [] when the fetch fails; never throws. */
export function listPublishedPosts(client: ParleySupabaseClient): Promise<BlogPostSummary[]> {
  return fetchPublishedPosts(client).catch(() => []);
}

/** A list helper: every readable post, or [] when the fetch fails; never throws. */
export function listAllPosts(client: ParleySupabaseClient): Promise<BlogPost[]> {
  return fetchAllPosts(client).catch(() => []);
}

/** A post id's shape (a UUID, as Postgres writes one or in capitals). */
const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a post could have this slug or id. Anything else (an address with a NUL or a space in it, a
 * half id) is answered "not found" without asking the database, which would refuse it as an error
 * (22021, 22P02) that a page would show as an outage.
 */
function couldBe(column: 'slug' | 'id', value: string): boolean {
  if (column === 'id') return POST_ID.test(value);
  return value.length <= FIELD_LIMITS.slug && SLUG_PATTERN.test(value);
}

async function getPostBy(
  client: ParleySupabaseClient,
  column: 'slug' | 'id',
  value: string,
): Promise<BlogPost> {
  if (!couldBe(column, value))
    throw new NotFoundError(`Blog post not found: ${column} "${value.slice(0, 200)}"`);
  const { data, error } = await client
    .from('blog_posts')
    .select('*')
    .eq(column, value)
    .retry(false) // React Query retries once already (QUERY_DEFAULTS)
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
