import { type BlogPost } from '@parley/shared/supabase';
import * as authorSeo from './author-seo/values';
import { slugFromTitle } from './slug-from-title';

/** The editor's fields as typed (cover image '' when none; published_at null for a draft). */
export interface PostFormValues extends authorSeo.PostAuthorSeoValues {
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
  ...authorSeo.EMPTY_AUTHOR_SEO_VALUES,
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
    ...authorSeo.authorSeoValuesFromPost(post),
  };
}

/** The editor's values as a stored draft keeps them: a plain record (the studio's autosave file). */
export type DraftValues = Record<string, string | null>;

/**
 * The values to store with a draft of the editor's form (the inverse of `valuesFromDraft`), with the
 * post's tags as typed (`tags`, a JSON list: a draft keeps plain values; the inverse of `tagsFromDraft`).
 */
export function draftValuesFromForm(
  values: PostFormValues,
  tags: readonly string[] = [],
  /** The stored version the edits were made on (`EditorDraft.basedOn`), kept as `based_on`. */
  basedOn?: string,
): DraftValues {
  return { ...values, tags: JSON.stringify(tags), ...(basedOn ? { based_on: basedOn } : {}) };
}

/** A stored draft's `based_on` (the inverse of `draftValuesFromForm`'s third argument), else undefined. */
export function basedOnFromDraft(values: Readonly<Record<string, unknown>>): string | undefined {
  return typeof values.based_on === 'string' && values.based_on !== '' ? values.based_on : undefined;
}

/** More tags than a draft could hold from the editor (10 a post): a longer list is cut here. */
const MAX_DRAFT_TAGS = 100;

/**
 * A stored draft's tags as typed, or null when the draft holds none readable (an older draft, or a
 * damaged field): the post's stored tags then stand. Entries that are not text are left out.
 */
export function tagsFromDraft(values: Readonly<Record<string, unknown>>): string[] | null {
  if (typeof values.tags !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(values.tags);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.filter((name): name is string => typeof name === 'string').slice(0, MAX_DRAFT_TAGS);
}

/**
 * A stored draft's values as the editor's: a field the draft lacks or holds in another type opens
 * empty (published_at: a draft, null).
 */
export function valuesFromDraft(values: Readonly<Record<string, unknown>>): PostFormValues {
  const text = (name: 'title' | 'slug' | 'category' | 'excerpt' | 'content' | 'cover_image') => {
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
    ...authorSeo.authorSeoValuesFromDraft(values),
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
  if (!state.isEditing || state.slug === '' || state.followsTitle) return slugFromTitle(title);
  return null;
}
