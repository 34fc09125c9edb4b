import type { BlogPost } from '@parley/shared/supabase';

/** The date a reader sees: when the post was published, else when it was written. */
export function postDate(post: Pick<BlogPost, 'published_at' | 'created_at'>): string {
  return post.published_at ?? post.created_at;
}
