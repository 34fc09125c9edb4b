import type { BlogPostSummary } from '@parley/shared';
import { SitemapStream, streamToPromise } from 'sitemap';
import { Readable } from 'node:stream';
import { links, paths } from '../../src/config/paths';
import { SITEMAP_STATIC_PATHS } from '../../src/config/public-routes';

export interface SitemapInput {
  siteUrl: string;
  /** Published posts, as the public blog lists them. */
  posts: readonly Pick<BlogPostSummary, 'slug' | 'updated_at' | 'published_at'>[];
  /** When the static pages last changed: the build that produced them. */
  builtAt: Date;
}

/** `sitemap.xml`: every public page and every published post, each with its `lastmod`. */
export async function buildSitemap({ siteUrl, posts, builtAt }: SitemapInput): Promise<string> {
  const newestPost = posts
    .map((post) => post.updated_at)
    .sort()
    .at(-1);
  const entries = [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ url: path, lastmod: builtAt.toISOString() })),
    { url: paths.blog, lastmod: newestPost ?? builtAt.toISOString() },
    ...posts.map((post) => ({ url: links.blogPost(post.slug), lastmod: post.updated_at })),
  ];
  const stream = new SitemapStream({
    hostname: `${siteUrl}/`,
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString('utf8');
}
