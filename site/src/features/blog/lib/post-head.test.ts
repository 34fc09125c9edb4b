import { describe, expect, it } from 'vitest';
import { headTags } from '../../../lib/head/page-head';
import { articleJsonLd } from '../../../lib/head/structured-data';
import { postHead } from './post-head';

const post = {
  id: 'p1',
  title: 'The title',
  excerpt: 'The excerpt',
  cover_image: 'https://cdn.example/cover.png',
  meta_title: null,
  meta_description: null,
  social_image: null,
  canonical_url: null,
};

const SITE = 'https://parley.example';
const tag = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.find((t) => t.attributes.name === key || t.attributes.property === key || t.attributes.rel === key);

describe('a post’s head', () => {
  it('defaults to the title, the excerpt, the cover and the post’s own address', () => {
    const head = postHead(post);
    expect(head).toEqual({
      title: 'The title',
      description: 'The excerpt',
      image: 'https://cdn.example/cover.png',
      canonicalOverride: null,
    });
    const tags = headTags({ ...head, path: '/blog/the-title' }, SITE);
    expect(tag(tags, 'canonical')?.attributes.href).toBe('https://parley.example/blog/the-title');
  });

  it('uses the meta title, meta description, social image and canonical override when set', () => {
    const head = postHead({
      ...post,
      meta_title: 'Search title',
      meta_description: 'Search description',
      social_image: 'https://cdn.example/card.png',
      canonical_url: 'https://origin.example/first-home',
    });
    const tags = headTags({ ...head, path: '/blog/the-title' }, SITE);
    expect(tags[0]).toMatchObject({ tag: 'title', text: 'Search title | Parley' });
    expect(tag(tags, 'description')?.attributes.content).toBe('Search description');
    expect(tag(tags, 'og:image')?.attributes.content).toBe('https://cdn.example/card.png');
    expect(tag(tags, 'canonical')?.attributes.href).toBe('https://origin.example/first-home');
    expect(tag(tags, 'og:url')?.attributes.content).toBe('https://origin.example/first-home');
  });

  it('ignores stored URLs no browser can load (written straight through the API)', () => {
    const head = postHead({
      ...post,
      social_image: 'https://exa mple/x.png',
      canonical_url: 'javascript:alert(1)',
    });
    expect(head.image).toBe('https://cdn.example/cover.png');
    expect(head.canonicalOverride).toBeNull();
    const tags = headTags({ ...head, path: '/blog/x', canonicalOverride: 'javascript:alert(1)' }, SITE);
    expect(tag(tags, 'canonical')?.attributes.href).toBe('https://parley.example/blog/x');
  });
});

describe('the JSON-LD Article’s author', () => {
  const article = {
    title: 'T',
    excerpt: 'E',
    category: 'C',
    published_at: '2025-01-01T00:00:00Z',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
  it('is the Person who signed the post, with their page', () => {
    const data = articleJsonLd(
      SITE,
      { ...article, author_name: 'Ada Lovelace', author_slug: 'ada' },
      '/blog/t',
      '/c.png',
    );
    expect(data).toMatchObject({
      author: { '@type': 'Person', name: 'Ada Lovelace', url: 'https://parley.example/blog/author/ada' },
    });
  });
  it('keeps a removed author’s name without a page, and is the organisation for an unsigned post', () => {
    expect(
      articleJsonLd(SITE, { ...article, author_name: 'Lee Ving', author_slug: null }, '/blog/t', '/c.png'),
    ).toMatchObject({
      author: { '@type': 'Person', name: 'Lee Ving' },
    });
    expect(
      (
        articleJsonLd(
          SITE,
          { ...article, author_name: 'Lee Ving', author_slug: null },
          '/blog/t',
          '/c.png',
        ) as { author: object }
      ).author,
    ).not.toHaveProperty('url');
    expect(articleJsonLd(SITE, { ...article, author_name: null }, '/blog/t', '/c.png')).toMatchObject({
      author: { '@type': 'Organization', name: 'Parley' },
    });
  });
});
