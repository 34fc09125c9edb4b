import type { ParleySupabaseClient } from '@parley/shared';

/**
 * The data version of the published posts, as an anonymous visitor sees them (the anon key: drafts
 * are hidden, so editing a draft changes nothing): how many there are, and the newest `updated_at`
 * (the database sets it on every update, whatever the client sends). A publish, an edit or an
 * unpublish changes the newest `updated_at`; a delete or an unpublish changes the count. One small
 * query: `GET /rest/v1/blog_posts?select=updated_at&order=updated_at.desc&limit=1` with
 * `Prefer: count=exact`.
 */
export async function readBlogVersion(client: ParleySupabaseClient): Promise<string> {
  const { data, count, error } = await client
    .from('blog_posts')
    .select('updated_at', { count: 'exact' })
    .order('updated_at', { ascending: false })
    .limit(1)
    .retry(false); // the next request reads it again: never wait for supabase-js's retries
  if (error) throw new Error(`Could not read the blog's version: ${error.message}`);
  return `${count ?? ''}/${data?.[0]?.updated_at ?? ''}`;
}
