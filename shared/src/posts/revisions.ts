import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost, PostRevision } from '../supabase/rows';
import { keysetAfter } from '../paging/keyset';
import { DataError, NotFoundError } from '../errors/data-errors';

// A post's history (public.post_revisions, written by the database on every save) and restoring it.

/** Where a page of a post's history starts: after this revision, in the history's order. */
export type RevisionCursor = Pick<PostRevision, 'saved_at' | 'id'>;

/** The History drawer's page: each revision carries a post's full text (up to 200 KB). */
export const REVISIONS_PAGE_SIZE = 20;
/** The REST row cap. */
export const MAX_REVISIONS_PAGE_SIZE = 1000;

export interface ListPostRevisionsOptions {
  /** Only revisions older than this one (saved_at desc, id desc): the next page. Omit: the newest. */
  after?: RevisionCursor | null;
  /** At most this many, 1..1000; omit for the whole history (up to the REST cap). */
  limit?: number;
}

/** The history's order, newest first: (saved_at desc, id desc), as post_revisions_post_saved_idx. */
function revisionsRequest(client: ParleySupabaseClient, postId: string, after: RevisionCursor | null) {
  let request = client.from('post_revisions').select('*').eq('post_id', postId);
  if (after) {
    request = request.or(keysetAfter('saved_at', 'id', { value: after.saved_at, tie: after.id }, 'desc'));
  }
  return request.order('saved_at', { ascending: false }).order('id', { ascending: false });
}

function checkLimit(limit: number, max = MAX_REVISIONS_PAGE_SIZE, name = 'limit') {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > max)
    throw new RangeError(`${name} must be a whole number from 1 to ${max}, not ${limit}`);
}

/**
 * The history of post `postId`, newest first (saved_at desc, id desc); only admins read it (others
 * get []). With `after` and `limit`, one page of it. Throws RangeError for a bad limit, DataError when
 * the request fails.
 */
export async function listPostRevisions(
  client: ParleySupabaseClient,
  postId: string,
  options: ListPostRevisionsOptions = {},
): Promise<PostRevision[]> {
  let request = revisionsRequest(client, postId, options.after ?? null);
  if (options.limit !== undefined) {
    checkLimit(options.limit);
    request = request.limit(options.limit);
  }
  const { data, error } = await request.retry(false);
  if (error) throw new DataError(`Failed to load the history of blog post "${postId}"`, error);
  return data ?? [];
}

/** One page of a post's history, and where the next (older) one starts. */
export interface PostRevisionsPage {
  revisions: PostRevision[];
  /** The last revision of this page when older ones exist; null at the oldest. */
  next: RevisionCursor | null;
}

/**
 * `pageSize` revisions of post `postId` after `after` (newest first; omit `after` for the newest).
 * Keyset pages: a revision saved meanwhile never shifts the older pages, so none is skipped or shown
 * twice. One request, which asks for one revision more than it answers to tell whether there are
 * older ones. pageSize: 1..999. Throws like listPostRevisions.
 */
export async function fetchPostRevisionsPage(
  client: ParleySupabaseClient,
  postId: string,
  after: RevisionCursor | null = null,
  pageSize = REVISIONS_PAGE_SIZE,
): Promise<PostRevisionsPage> {
  checkLimit(pageSize, MAX_REVISIONS_PAGE_SIZE - 1, 'pageSize');
  const rows = await listPostRevisions(client, postId, { after, limit: pageSize + 1 });
  const revisions = rows.slice(0, pageSize);
  const last = revisions.at(-1);
  return {
    revisions,
    next: rows.length > pageSize && last ? { saved_at: last.saved_at, id: last.id } : null,
  };
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
