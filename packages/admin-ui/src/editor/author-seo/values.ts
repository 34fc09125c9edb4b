import type { BlogPost } from '@parley/shared/supabase';

/**
 * The editor's author and search/social fields as typed: '' for none (the author: the creator for a
 * new post, unchanged for a stored one without an author). The shared schema turns '' into null.
 */
export interface PostAuthorSeoValues {
  author_id: string;
  meta_title: string;
  meta_description: string;
  social_image: string;
  canonical_url: string;
}

export const AUTHOR_SEO_FIELDS = [
  'author_id',
  'meta_title',
  'meta_description',
  'social_image',
  'canonical_url',
] as const;

export const EMPTY_AUTHOR_SEO_VALUES: PostAuthorSeoValues = {
  author_id: '',
  meta_title: '',
  meta_description: '',
  social_image: '',
  canonical_url: '',
};

export function authorSeoValuesFromPost(post: BlogPost): PostAuthorSeoValues {
  return {
    author_id: post.author_id ?? '',
    meta_title: post.meta_title ?? '',
    meta_description: post.meta_description ?? '',
    social_image: post.social_image ?? '',
    canonical_url: post.canonical_url ?? '',
  };
}

/** A stored draft's values (anything but a string opens empty). */
export function authorSeoValuesFromDraft(values: Readonly<Record<string, unknown>>): PostAuthorSeoValues {
  const text = (name: keyof PostAuthorSeoValues) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    author_id: text('author_id'),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    social_image: text('social_image'),
    canonical_url: text('canonical_url'),
  };
}
