import { brand } from '@parley/shared/config';
import { type BlogPostSummary } from '@parley/shared/posts';
import { Feed } from 'feed';
import { links, paths } from '../../src/config/paths';
import { cdataText, xmlText } from './xml-text';

export interface RssInput {
  siteUrl: string;
  /** Published posts, newest first, as the public blog lists them. */
  posts: readonly Pick<
    BlogPostSummary,
    | 'title'
    | 'slug'
    | 'excerpt'
    | 'category'
    | 'published_at'
    | 'created_at'
    | 'updated_at'
    | 'tags'
    | 'author_name'
  >[];
  /** Another channel than the blog's (a tag's feed): its title, page and feed address. */
  channel?: { title: string; link: string; feedUrl: string };
}

/** Dublin Core, for each item's `dc:creator` (RSS 2.0's own `author` must be an e-mail address). */
const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';

/**
 * `rss.xml`: the published posts, newest first, as RSS 2.0; each signed post names its author in
 * `dc:creator` (the byline kept on the post; a post signed by nobody names no one).
 */
export function buildRss({ siteUrl, posts, channel: channelInput }: RssInput): string {
  // Stored text (titles, names) may hold characters XML forbids: each would break the whole feed.
  const channel = channelInput && { ...channelInput, title: xmlText(channelInput.title) };
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
      title: cdataText(post.title),
      id: url,
      link: url,
      description: cdataText(post.excerpt),
      date: published(post),
      category: [
        { name: xmlText(post.category) },
        ...(post.tags ?? []).map((tag) => ({ name: xmlText(tag.name) })),
      ],
      ...(post.author_name && {
        extensions: [{ name: 'dc:creator', objects: { _cdata: cdataText(post.author_name) } }],
      }),
    });
  }
  // The library declares the dc prefix only for items with content; the creators need it too.
  const xml = feed.rss2();
  return xml.includes('xmlns:dc=')
    ? xml
    : xml.replace('<rss version="2.0"', `<rss version="2.0" xmlns:dc="${DC_NAMESPACE}"`);
}
