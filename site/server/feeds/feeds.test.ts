// jsdom's DOMParser parses the feeds as XML, as a feed reader or a crawler would.
import { describe, expect, it } from 'vitest';
import { buildRobots } from './robots';
import { buildRss } from './rss';
import { buildSitemap } from './sitemap';

const SITE = 'https://parley.example';
const DC = 'http://purl.org/dc/elements/1.1/';
const posts = [
  {
    title: 'Older & wiser',
    slug: 'older',
    excerpt: 'An <older> post',
    category: 'Research',
    published_at: '2026-01-01T10:00:00.000Z',
    created_at: '2025-12-30T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    tags: [{ name: 'Deal Desk', slug: 'deal-desk' }],
    author_name: null,
    author_slug: null,
  },
  {
    title: 'Newer',
    slug: 'newer',
    excerpt: 'A newer post',
    category: 'Product',
    published_at: '2026-02-01T10:00:00.000Z',
    created_at: '2026-02-01T09:00:00.000Z',
    updated_at: '2026-02-02T10:00:00.000Z',
    tags: [
      { name: 'Deal Desk', slug: 'deal-desk' },
      { name: 'Pricing', slug: 'pricing' },
    ],
    author_name: 'Ada <Lovelace> & ]]> Co',
    author_slug: 'ada',
  },
];

function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

describe('buildRss', () => {
  it('is RSS 2.0 listing the posts newest first, with links, dates and categories', () => {
    const feed = parseXml(buildRss({ siteUrl: SITE, posts }));
    expect(feed.documentElement.tagName).toBe('rss');
    expect(feed.documentElement.getAttribute('version')).toBe('2.0');
    expect(feed.querySelector('channel > link')?.textContent).toBe('https://parley.example/blog');
    const items = [...feed.querySelectorAll('channel > item')].map((item) => ({
      title: item.querySelector('title')?.textContent,
      link: item.querySelector('link')?.textContent,
      description: item.querySelector('description')?.textContent,
      pubDate: item.querySelector('pubDate')?.textContent,
      category: item.querySelector('category')?.textContent,
    }));
    expect(items).toEqual([
      {
        title: 'Newer',
        link: 'https://parley.example/blog/newer',
        description: 'A newer post',
        pubDate: 'Sun, 01 Feb 2026 10:00:00 GMT',
        category: 'Product',
      },
      {
        title: 'Older & wiser',
        link: 'https://parley.example/blog/older',
        description: 'An <older> post',
        pubDate: 'Thu, 01 Jan 2026 10:00:00 GMT',
        category: 'Research',
      },
    ]);
  });

  it('names each signed post’s author in dc:creator, as text, and no one for an unsigned post', () => {
    const feed = parseXml(buildRss({ siteUrl: SITE, posts }));
    const creators = [...feed.querySelectorAll('channel > item')].map(
      (item) => item.getElementsByTagNameNS(DC, 'creator')[0]?.textContent ?? null,
    );
    expect(creators).toEqual(['Ada <Lovelace> & ]]> Co', null]);
    // A tag's feed (another channel) names them too.
    const tagFeed = parseXml(
      buildRss({
        siteUrl: SITE,
        posts,
        channel: { title: 'Pricing', link: `${SITE}/blog/tag/pricing`, feedUrl: `${SITE}/x.xml` },
      }),
    );
    expect(tagFeed.getElementsByTagNameNS(DC, 'creator')).toHaveLength(1);
  });

  it("stays well-formed XML when a post's text ends a CDATA section, twice (']]>')", () => {
    const twice = 'a]]>b]]>c';
    const feed = parseXml(
      buildRss({
        siteUrl: SITE,
        posts: [{ ...posts[0]!, title: twice, excerpt: twice, author_name: twice, category: twice }],
        channel: { title: twice, link: `${SITE}/blog/tag/t`, feedUrl: `${SITE}/blog/tag/t/rss.xml` },
      }),
    );
    expect(feed.querySelector('channel > title')?.textContent).toContain(twice);
    expect(feed.querySelector('channel > item > category')?.textContent).toBe(twice);
    const item = feed.querySelector('channel > item')!;
    expect(item.querySelector('title')?.textContent).toBe(twice);
    expect(item.querySelector('description')?.textContent).toBe(twice);
    expect(item.getElementsByTagNameNS(DC, 'creator')[0]?.textContent).toBe(twice);
  });

  it('stays well-formed XML when a post holds characters XML 1.0 forbids (control characters, U+FFFE)', () => {
    // A title pasted from another program can carry a backspace or a vertical tab; one such
    // character made the whole feed unreadable to every feed reader.
    const hostile = {
      ...posts[0]!,
      title: 'Ctrl \u0008 title\u000b\uFFFE end',
      excerpt: 'Excerpt \u0001\u001f\uffff kept',
      category: 'Cat\u000c',
      tags: [{ name: 'Tag\u0002', slug: 'tag' }],
      author_name: 'Ada\u0007',
    };
    const feed = parseXml(
      buildRss({
        siteUrl: SITE,
        posts: [hostile],
        channel: { title: 'T\u0003', link: `${SITE}/blog/tag/t`, feedUrl: `${SITE}/blog/tag/t/rss.xml` },
      }),
    );
    const item = feed.querySelector('channel > item')!;
    expect(item.querySelector('title')?.textContent).toBe('Ctrl  title end');
    expect(item.querySelector('description')?.textContent).toBe('Excerpt  kept');
    expect([...item.querySelectorAll('category')].map((c) => c.textContent)).toEqual(['Cat', 'Tag']);
    expect(item.getElementsByTagNameNS(DC, 'creator')[0]?.textContent).toBe('Ada');
    // Tabs, line breaks and every other character are text as written.
    const plain = parseXml(
      buildRss({ siteUrl: SITE, posts: [{ ...posts[0]!, excerpt: 'a\tb\nc ü 漢 😀' }] }),
    );
    expect(plain.querySelector('channel > item > description')?.textContent).toBe('a\tb\nc ü 漢 😀');
  });

  it('is a valid empty channel without posts', () => {
    const feed = parseXml(buildRss({ siteUrl: SITE, posts: [] }));
    expect(feed.querySelector('channel > title')?.textContent).toBe('Parley Blog');
    expect(feed.querySelectorAll('item')).toHaveLength(0);
  });
});

describe('buildSitemap', () => {
  it('lists the public pages, the blog and every post with its lastmod, never the admin', async () => {
    const xml = await buildSitemap({ siteUrl: SITE, posts, builtAt: new Date('2026-03-01T00:00:00.000Z') });
    const urls = [...parseXml(xml).querySelectorAll('urlset > url')].map((url) => [
      url.querySelector('loc')?.textContent,
      url.querySelector('lastmod')?.textContent,
    ]);
    expect(urls).toContainEqual(['https://parley.example/', '2026-03-01T00:00:00.000Z']);
    expect(urls).toContainEqual(['https://parley.example/pricing', '2026-03-01T00:00:00.000Z']);
    expect(urls).toContainEqual(['https://parley.example/blog', '2026-02-02T10:00:00.000Z']);
    expect(urls).toContainEqual(['https://parley.example/blog/older', '2026-01-05T10:00:00.000Z']);
    expect(urls).toContainEqual(['https://parley.example/blog/newer', '2026-02-02T10:00:00.000Z']);
    // A tag's page, with its newest post's lastmod.
    expect(urls).toContainEqual(['https://parley.example/blog/tag/deal-desk', '2026-02-02T10:00:00.000Z']);
    expect(urls).toContainEqual(['https://parley.example/blog/tag/pricing', '2026-02-02T10:00:00.000Z']);
    // The page of an author who signs a published post (and only theirs), with their newest post's.
    expect(urls).toContainEqual(['https://parley.example/blog/author/ada', '2026-02-02T10:00:00.000Z']);
    expect(urls.filter(([loc]) => loc?.includes('/blog/author/'))).toHaveLength(1);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/reset-password');
  });
});

describe('buildRobots', () => {
  it('allows the site, keeps crawlers out of the admin and names the sitemap', () => {
    expect(buildRobots(SITE)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://parley.example/sitemap.xml\n',
    );
  });
});
