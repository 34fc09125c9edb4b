import { brand } from '@parley/shared/config';
import { blogAuthorPath } from '@parley/shared/site-paths';
import { type BlogPost } from '@parley/shared/supabase';
import { canonicalUrl } from './canonical-url';
import { absoluteUrl } from './page-head';

/** schema.org `Organization`, on the home page. */
export function organizationJsonLd(siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.productName,
    url: canonicalUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    description: brand.description,
    email: brand.supportEmail,
  };
}

/** schema.org `Article`, on a blog post. */
export function articleJsonLd(
  siteUrl: string,
  post: Pick<BlogPost, 'title' | 'excerpt' | 'published_at' | 'created_at' | 'updated_at' | 'category'> &
    Partial<Pick<BlogPost, 'author_name' | 'author_slug'>>,
  path: string,
  image: string,
): object {
  const url = canonicalUrl(siteUrl, path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(siteUrl, image)],
    datePublished: post.published_at ?? post.created_at,
    dateModified: post.updated_at,
    articleSection: post.category,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: articleAuthor(siteUrl, post),
    publisher: {
      '@type': 'Organization',
      name: brand.productName,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') },
    },
  };
}

/**
 * The article's author: the `Person` who signed it (with their page while they have one), or the
 * organisation for a post signed by nobody.
 */
function articleAuthor(
  siteUrl: string,
  post: Partial<Pick<BlogPost, 'author_name' | 'author_slug'>>,
): object {
  if (!post.author_name) {
    return { '@type': 'Organization', name: brand.productName, url: absoluteUrl(siteUrl, '/') };
  }
  return {
    '@type': 'Person',
    name: post.author_name,
    ...(post.author_slug && {
      url: canonicalUrl(siteUrl, blogAuthorPath(post.author_slug)),
    }),
  };
}
