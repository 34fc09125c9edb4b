import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost, PostPreviewLink } from '../supabase/rows';
import { DataError, NotFoundError } from '../errors/data-errors';

// Share a draft (docs/product-rules.md#share-a-draft): the editor makes and revokes links; the
// preview page reads the post through public.preview_post, which reveals that one post and nothing else.

/** A token's shape: 64 lowercase hex characters (the database answers null for anything else). */
export const PREVIEW_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** The post a preview shows, as it will be published, and when its link expires. */
export type PreviewedPost = Omit<BlogPost, 'author_id' | 'updated_by'> & { preview_expires_at: string };

/** A link just made: its token is shown once, here, and never stored in the clear. */
export interface NewPreviewLink {
  id: string;
  token: string;
  expires_at: string;
}

/** Makes a preview link of a draft or scheduled post, valid `days` (1..30, 7 by default). */
export async function createPostPreview(
  client: ParleySupabaseClient,
  postId: string,
  days = 7,
): Promise<NewPreviewLink> {
  const { data, error } = await client.rpc('create_post_preview', { post_id: postId, days });
  if (error) throw new DataError('Failed to share a preview', error);
  return data as unknown as NewPreviewLink;
}

/** A post's preview links still valid, newest first. */
export async function fetchPostPreviewLinks(
  client: ParleySupabaseClient,
  postId: string,
  now: Date = new Date(),
): Promise<PostPreviewLink[]> {
  const { data, error } = await client
    .from('post_preview_tokens')
    .select('id, post_id, created_by, created_at, expires_at')
    .eq('post_id', postId)
    .gt('expires_at', now.toISOString())
    .order('created_at', { ascending: false })
    .limit(100)
    .retry(false);
  if (error) throw new DataError('Failed to load the preview links', error);
  return data ?? [];
}

/** Revokes a preview link: its address answers "not found" from then on. */
export async function revokePostPreview(client: ParleySupabaseClient, linkId: string): Promise<void> {
  const { data, error } = await client.rpc('revoke_post_preview', { link_id: linkId });
  if (error) throw new DataError('Failed to revoke the preview link', error);
  if (data !== true) throw new NotFoundError(`Preview link not found: "${linkId}"`);
}

/**
 * The post a preview token shows. NotFoundError alike for a malformed, unknown, revoked or expired
 * token (a malformed one asks nothing); DataError on failure.
 */
export async function fetchPreviewedPost(
  client: ParleySupabaseClient,
  token: string,
): Promise<PreviewedPost> {
  if (!PREVIEW_TOKEN_PATTERN.test(token)) throw new NotFoundError('Preview not found');
  const { data, error } = await client.rpc('preview_post', { token }).retry(false);
  if (error) throw new DataError('Failed to load the preview', error);
  if (!data) throw new NotFoundError('Preview not found');
  return data as unknown as PreviewedPost;
}
