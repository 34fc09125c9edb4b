import type { BlogPostSummary } from '@parley/shared';
import { SitemapStream, streamToPromise } from 'sitemap';
import { Readable } from 'node:stream';
import { links, paths } from '../../src/config/paths';
import { SITEMAP_STATIC_PATHS } from '../../src/config/public-routes';

export interface SitemapInput {
  siteUrl: string;
  /** Published posts, as the public blog lists them, with their tags when known. */
  posts: readonly Pick<BlogPostSummary, 'slug' | 'updated_at' | 'published_at' | 'tags'>[];
  /** When the static pages last changed: the build that produced them. */
  builtAt: Date;
}

/**
 * `sitemap.xml`: every public page, every published post and every tag of one, each with its
 * `lastmod` (a tag's: its newest post's).
 */
/** Each tag's slug and the newest `updated_at` of its posts, in the order first met. */
function tagLastmods(posts: SitemapInput['posts']): Map<string, string> {
  const lastmods = new Map<string, string>();
  for (const post of posts)
    for (const tag of post.tags ?? []) {
      const known = lastmods.get(tag.slug);
      if (known === undefined || post.updated_at > known) lastmods.set(tag.slug, post.updated_at);
    }
  return lastmods;
}

export async function buildSitemap({ siteUrl, posts, builtAt }: SitemapInput): Promise<string> {
  const newestPost = posts
    .map((post) => post.updated_at)
    .sort()
    .at(-1);
  const entries = [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ url: path, lastmod: builtAt.toISOString() })),
    { url: paths.blog, lastmod: newestPost ?? builtAt.toISOString() },
    ...posts.map((post) => ({ url: links.blogPost(post.slug), lastmod: post.updated_at })),
    ...[...tagLastmods(posts)].map(([slug, lastmod]) => ({ url: links.blogTag(slug), lastmod })),
  ];
  const stream = new SitemapStream({
    hostname: `${siteUrl}/`,
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString('utf8');
}
