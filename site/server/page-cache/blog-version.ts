import type { ParleySupabaseClient } from '@parley/shared/supabase';

/**
 * The data version of the published posts, as an anonymous visitor sees them (the anon key: drafts
 * and scheduled posts are hidden, so editing one changes nothing). The database computes it
 * (`public.published_posts_version()`, migration 20251127120000_bounded_public_search): the count,
 * the newest `updated_at` and `published_at`, and a sum of the visible ids' hashes, so it changes
 * with every publish, edit, unpublish or delete, and when a scheduled post goes live (no row changes
 * then: the count and the newest `updated_at` alone missed it when another post was unpublished at
 * that moment). One small call: `POST /rest/v1/rpc/published_posts_version`.
 */
export async function readBlogVersion(client: ParleySupabaseClient): Promise<string> {
  const { data, error } = await client.rpc('published_posts_version', undefined, { get: true }).retry(false); // the next request reads it again: never wait for supabase-js's retries
  if (error) throw new Error(`Could not read the blog's version: ${error.message}`);
  if (typeof data !== 'string') throw new Error(`Could not read the blog's version: ${JSON.stringify(data)}`);
  return data;
}
