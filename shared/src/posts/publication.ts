import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost } from '../supabase/rows';
import { DataError, NotFoundError } from '../errors/data-errors';

// The editor's publish control: publish now, schedule for a time, unpublish. Only published_at
// changes; the database keeps the replaced version as a revision and decides visibility by it.

/** An invalid or past time given to schedulePost. */
export class InvalidScheduleError extends Error {
  override name = 'InvalidScheduleError';
}

/**
 * Sets post `id`'s publication time: a Date or ISO string (stored in UTC), or null for a draft.
 * Answers the stored row; NotFoundError when no post matched (missing, or not allowed by RLS).
 */
export async function setPostPublication(
  client: ParleySupabaseClient,
  id: string,
  publishedAt: Date | string | null,
): Promise<BlogPost> {
  let value: string | null = null;
  if (publishedAt !== null) {
    const time = publishedAt instanceof Date ? publishedAt.getTime() : Date.parse(publishedAt);
    if (Number.isNaN(time)) throw new InvalidScheduleError('The publication time is not a valid date.');
    value = new Date(time).toISOString();
  }
  const { data, error } = await client
    .from('blog_posts')
    .update({ published_at: value })
    .eq('id', id)
    .select()
    .maybeSingle();
  if (error) throw new DataError(`Failed to change the publication of blog post "${id}"`, error);
  if (!data) throw new NotFoundError(`Blog post not found: id "${id}"`);
  return data;
}

/** Publishes now: visitors see the post at once. */
export function publishPostNow(
  client: ParleySupabaseClient,
  id: string,
  now: Date = new Date(),
): Promise<BlogPost> {
  return setPostPublication(client, id, now);
}

/** Schedules for `at`, which must be in the future (else InvalidScheduleError): hidden until then. */
export function schedulePost(
  client: ParleySupabaseClient,
  id: string,
  at: Date | string,
  now: Date = new Date(),
): Promise<BlogPost> {
  const time = at instanceof Date ? at.getTime() : Date.parse(at);
  if (Number.isNaN(time))
    return Promise.reject(new InvalidScheduleError('The publication time is not a valid date.'));
  if (time <= now.getTime()) {
    return Promise.reject(new InvalidScheduleError('Choose a time in the future, or publish now.'));
  }
  return setPostPublication(client, id, new Date(time));
}

/** Back to a draft: visitors no longer see it. */
export function unpublishPost(client: ParleySupabaseClient, id: string): Promise<BlogPost> {
  return setPostPublication(client, id, null);
}
