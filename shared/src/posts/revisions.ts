import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost, PostRevision } from '../supabase/rows';
import { DataError, NotFoundError } from './errors';

// A post's history (public.post_revisions, written by the database on every save) and restoring it.

/** The history of post `postId`, newest first; only admins read it (others get []). Throws DataError. */
export async function listPostRevisions(
  client: ParleySupabaseClient,
  postId: string,
): Promise<PostRevision[]> {
  const { data, error } = await client
    .from('post_revisions')
    .select('*')
    .eq('post_id', postId)
    .order('saved_at', { ascending: false })
    .order('id', { ascending: false })
    .retry(false);
  if (error) throw new DataError(`Failed to load the history of blog post "${postId}"`, error);
  return data ?? [];
}

/**
 * Makes revision `revisionId`'s text the post's current version (the publication stays as it is);
 * the version it replaces becomes a revision. Answers the updated post. NotFoundError when the revision
 * or its post is gone or not the caller's to restore; DataError otherwise (23505: its slug is taken).
 */
export async function restorePostRevision(
  client: ParleySupabaseClient,
  revisionId: number,
): Promise<BlogPost> {
  if (!Number.isSafeInteger(revisionId) || revisionId < 1)
    throw new RangeError(`Not a revision id: ${revisionId}`);
  const { data, error } = await client.rpc('restore_post_revision', { revision_id: revisionId }).single();
  if (error?.code === 'PT404') throw new NotFoundError(error.message);
  if (error) throw new DataError(`Failed to restore revision ${revisionId}`, error);
  return data as BlogPost;
}
