import type { BlogPostSummary } from '@parley/shared/posts';
import { SitemapStream, streamToPromise } from 'sitemap';
import { Readable } from 'node:stream';
import { links, paths } from '../../src/config/paths';
import { SITEMAP_STATIC_PATHS } from '../../src/config/public-routes';

export interface SitemapInput {
  siteUrl: string;
  /** Published posts, as the public blog lists them, with their tags when known and their byline. */
  posts: readonly Pick<BlogPostSummary, 'slug' | 'updated_at' | 'published_at' | 'tags' | 'author_slug'>[];
  /** When the static pages last changed: the build that produced them. */
  builtAt: Date;
}

/**
 * Each slug `slugsOf` gives (a tag's, an author's) and the newest `updated_at` of its posts, in the
 * order first met.
 */
function newestBySlug(
  posts: SitemapInput['posts'],
  slugsOf: (post: SitemapInput['posts'][number]) => readonly string[],
): Map<string, string> {
  const lastmods = new Map<string, string>();
  for (const post of posts)
    for (const slug of slugsOf(post)) {
      const known = lastmods.get(slug);
      if (known === undefined || post.updated_at > known) lastmods.set(slug, post.updated_at);
    }
  return lastmods;
}

/**
 * `sitemap.xml`: every public page, every published post, every tag of one and every author who
 * signs one (a post keeps its author's slug while the author has a page), each with its `lastmod`
 * (a tag's or an author's: its newest post's).
 */
export async function buildSitemap({ siteUrl, posts, builtAt }: SitemapInput): Promise<string> {
  const newestPost = posts
    .map((post) => post.updated_at)
    .sort()
    .at(-1);
  const entries = [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ url: path, lastmod: builtAt.toISOString() })),
    { url: paths.blog, lastmod: newestPost ?? builtAt.toISOString() },
    ...posts.map((post) => ({ url: links.blogPost(post.slug), lastmod: post.updated_at })),
    ...[...newestBySlug(posts, (post) => (post.tags ?? []).map((tag) => tag.slug))].map(
      ([slug, lastmod]) => ({
        url: links.blogTag(slug),
        lastmod,
      }),
    ),
    ...[...newestBySlug(posts, (post) => (post.author_slug ? [post.author_slug] : []))].map(
      ([slug, lastmod]) => ({ url: links.blogAuthor(slug), lastmod }),
    ),
  ];
  const stream = new SitemapStream({
    hostname: `${siteUrl}/`,
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString('utf8');
}
