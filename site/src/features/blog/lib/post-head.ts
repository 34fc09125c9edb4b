import { type BlogPost } from '@parley/shared/supabase';
import { isHttpUrl } from '@parley/shared/text';
import { coverSource } from './cover-image';

/** What a post's page says in its head: title, description, image and canonical override. */
export interface PostHead {
  title: string;
  description: string;
  image: string;
  canonicalOverride: string | null;
}

/**
 * A post's search and social fields with their defaults (docs/product-rules.md#search-and-social):
 * meta title or the title, meta description or the excerpt, social image or the cover, canonical URL
 * override or the post's own address.
 */
export function postHead(
  post: Pick<
    BlogPost,
    | 'id'
    | 'title'
    | 'excerpt'
    | 'cover_image'
    | 'meta_title'
    | 'meta_description'
    | 'social_image'
    | 'canonical_url'
  >,
): PostHead {
  return {
    title: post.meta_title ?? post.title,
    description: post.meta_description ?? post.excerpt,
    // Written straight through the API, a URL no browser can load is left out (as a cover's is).
    image: post.social_image && isHttpUrl(post.social_image) ? post.social_image : coverSource(post).src,
    canonicalOverride: post.canonical_url && isHttpUrl(post.canonical_url) ? post.canonical_url : null,
  };
}
