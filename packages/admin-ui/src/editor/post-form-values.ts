import { slugify, type BlogPost } from '@parley/shared';

/** The editor's fields as typed (cover image '' when none; published_at null for a draft). */
export interface PostFormValues {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  content: string;
  cover_image: string;
  published_at: string | null;
}

export const EMPTY_POST_VALUES: PostFormValues = {
  title: '',
  slug: '',
  category: 'General',
  excerpt: '',
  content: '',
  cover_image: '',
  published_at: null,
};

export function valuesFromPost(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    category: post.category,
    excerpt: post.excerpt,
    content: post.content,
    cover_image: post.cover_image ?? '',
    published_at: post.published_at,
  };
}

/**
 * Typing a title generates the slug while creating, or while the slug is empty; an
 * existing slug is never overwritten when editing. `followsTitle` extends "empty" to the slug the
 * title itself filled in since, so a cleared slug follows the whole title, not its first letter.
 */
export function slugForTitle(
  title: string,
  state: { isEditing: boolean; slug: string; followsTitle: boolean },
): string | null {
  if (!state.isEditing || state.slug === '' || state.followsTitle) return slugify(title);
  return null;
}
