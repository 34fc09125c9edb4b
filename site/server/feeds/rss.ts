import { brand, type BlogPostSummary } from '@parley/shared';
import { Feed } from 'feed';
import { links, paths } from '../../src/config/paths';

export interface RssInput {
  siteUrl: string;
  /** Published posts, newest first, as the public blog lists them. */
  posts: readonly Pick<
    BlogPostSummary,
    'title' | 'slug' | 'excerpt' | 'category' | 'published_at' | 'created_at' | 'updated_at'
  >[];
}

/** `rss.xml`: the published posts, newest first, as RSS 2.0. */
export function buildRss({ siteUrl, posts }: RssInput): string {
  const blogUrl = `${siteUrl}${paths.blog}`;
  const published = (post: RssInput['posts'][number]) => new Date(post.published_at ?? post.created_at);
  const sorted = [...posts].sort((a, b) => published(b).getTime() - published(a).getTime());
  const feed = new Feed({
    title: `${brand.productName} Blog`,
    description: `Articles on AI negotiation, procurement and e-commerce from the ${brand.productName} team.`,
    id: blogUrl,
    link: blogUrl,
    language: 'en',
    copyright: `© ${brand.copyrightHolder}`,
    updated: sorted[0] ? published(sorted[0]) : undefined,
    feedLinks: { rss: `${siteUrl}/rss.xml` },
  });
  for (const post of sorted) {
    const url = `${siteUrl}${links.blogPost(post.slug)}`;
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      date: published(post),
      category: [{ name: post.category }],
    });
  }
  return feed.rss2();
}
