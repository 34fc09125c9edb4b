// A post's status is derived from published_at, never stored, by the same rule as the database's
// read policy: visitors see a post once published_at is set and not in the future.

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** draft: no publication time; scheduled: a time after `now`; published: a time at or before `now`. */
export function postStatus(post: { published_at: string | null }, now: Date = new Date()): PostStatus {
  if (post.published_at === null) return 'draft';
  return Date.parse(post.published_at) > now.getTime() ? 'scheduled' : 'published';
}
