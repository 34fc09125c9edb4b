import type { ParleySupabaseClient } from '../supabase/client';
import type { TagRef } from '../supabase/rows';
import { DataError } from '../errors/data-errors';

// Writing tags (admins only: the database refuses anyone else). docs/product-rules.md#tags.

/** The most tags a post carries, and the longest name (the database's checks, and the editor's). */
export const MAX_TAGS_PER_POST = 10;
export const MAX_TAG_NAME_LENGTH = 40;

/**
 * Makes a post's tags exactly these names: new names become tags, names of one slug count once
 * (the first spelling; an existing tag keeps its own). Answers the post's tags. Throws DataError
 * (22023 for names the database refuses).
 */
export async function setPostTags(
  client: ParleySupabaseClient,
  postId: string,
  names: readonly string[],
): Promise<TagRef[]> {
  const { data, error } = await client.rpc('set_post_tags', { post_id: postId, names: [...names] });
  if (error) throw new DataError('Failed to save the post’s tags', error);
  return (data ?? []) as unknown as TagRef[];
}

/** Renames a tag: its slug follows, and its old address leads to the new one. Throws DataError. */
export async function renameTag(client: ParleySupabaseClient, id: string, name: string): Promise<void> {
  const { error } = await client.from('tags').update({ name: name.trim() }).eq('id', id);
  if (error) throw new DataError('Failed to rename the tag', error);
}

/** Moves every post of `sourceId` to `targetId` and deletes the source; answers how many posts moved. */
export async function mergeTags(
  client: ParleySupabaseClient,
  sourceId: string,
  targetId: string,
): Promise<number> {
  const { data, error } = await client.rpc('merge_tags', { source: sourceId, target: targetId });
  if (error) throw new DataError('Failed to merge the tags', error);
  return data ?? 0;
}

/** Deletes a tag: its posts lose it, its address answers "not found". Throws DataError. */
export async function deleteTag(client: ParleySupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('tags').delete().eq('id', id);
  if (error) throw new DataError('Failed to delete the tag', error);
}
