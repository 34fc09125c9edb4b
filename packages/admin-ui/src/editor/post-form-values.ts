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

/** The editor's values as a stored draft keeps them: a plain record (the studio's autosave file). */
export type DraftValues = Record<string, string | null>;

/** The values to store with a draft of the editor's form (the inverse of `valuesFromDraft`). */
export function draftValuesFromForm(values: PostFormValues): DraftValues {
  return { ...values };
}

/**
 * A stored draft's values as the editor's: a field the draft lacks or holds in another type opens
 * empty (published_at: a draft, null).
 */
export function valuesFromDraft(values: Readonly<Record<string, unknown>>): PostFormValues {
  const text = (name: Exclude<keyof PostFormValues, 'published_at'>) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const publishedAt = values.published_at;
  return {
    title: text('title'),
    slug: text('slug'),
    category: text('category'),
    excerpt: text('excerpt'),
    content: text('content'),
    cover_image: text('cover_image'),
    published_at: typeof publishedAt === 'string' ? publishedAt : null,
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
