import { brand, type BlogPostSummary } from '@parley/shared';
import { Feed } from 'feed';
import { links, paths } from '../../src/config/paths';

export interface RssInput {
  siteUrl: string;
  /** Published posts, newest first, as the public blog lists them. */
  posts: readonly Pick<
    BlogPostSummary,
    'title' | 'slug' | 'excerpt' | 'category' | 'published_at' | 'created_at' | 'updated_at' | 'tags'
  >[];
  /** Another channel than the blog's (a tag's feed): its title, page and feed address. */
  channel?: { title: string; link: string; feedUrl: string };
}

/** `rss.xml`: the published posts, newest first, as RSS 2.0. */
export function buildRss({ siteUrl, posts, channel }: RssInput): string {
  const blogUrl = `${siteUrl}${paths.blog}`;
  const published = (post: RssInput['posts'][number]) => new Date(post.published_at ?? post.created_at);
  const sorted = [...posts].sort((a, b) => published(b).getTime() - published(a).getTime());
  const feed = new Feed({
    title: channel ? `${channel.title} | ${brand.productName} Blog` : `${brand.productName} Blog`,
    description: channel
      ? `${channel.title}: articles from the ${brand.productName} blog.`
      : `Articles on AI negotiation, procurement and e-commerce from the ${brand.productName} team.`,
    id: channel?.link ?? blogUrl,
    link: channel?.link ?? blogUrl,
    language: 'en',
    copyright: `© ${brand.copyrightHolder}`,
    updated: sorted[0] ? published(sorted[0]) : undefined,
    feedLinks: { rss: channel?.feedUrl ?? `${siteUrl}/rss.xml` },
  });
  for (const post of sorted) {
    const url = `${siteUrl}${links.blogPost(post.slug)}`;
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      date: published(post),
      category: [{ name: post.category }, ...(post.tags ?? []).map((tag) => ({ name: tag.name }))],
    });
  }
  return feed.rss2();
}
