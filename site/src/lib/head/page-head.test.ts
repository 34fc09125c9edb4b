import { describe, expect, it } from 'vitest';
import { applyHeadTags, headTags, jsonForScript, renderHeadTags, type PageHead } from './page-head';
import { articleJsonLd, organizationJsonLd } from './structured-data';

const SITE = 'https://parley.example';
const post: PageHead = {
  title: 'Agents & <Deals>',
  description: 'Why "agents" win',
  path: '/blog/agents',
  image: '/assets/cover.svg',
  type: 'article',
};

describe('headTags', () => {
  it('names the page, its canonical URL, Open Graph and Twitter card', () => {
    const tags = headTags(post, SITE);
    const find = (key: string) => tags.find((tag) => Object.values(tag.attributes).includes(key));
    expect(tags[0]).toEqual({ tag: 'title', attributes: {}, text: 'Agents & <Deals> | Parley' });
    expect(find('description')?.attributes.content).toBe('Why "agents" win');
    expect(find('canonical')?.attributes.href).toBe('https://parley.example/blog/agents');
    expect(find('og:type')?.attributes.content).toBe('article');
    expect(find('og:url')?.attributes.content).toBe('https://parley.example/blog/agents');
    expect(find('og:image')?.attributes.content).toBe('https://parley.example/assets/cover.svg');
    expect(find('twitter:card')?.attributes.content).toBe('summary_large_image');
    expect(find('robots')).toBeUndefined();
  });

  it('uses the bare product name on the home page and a summary card without an image', () => {
    const tags = headTags({ title: 'Parley', description: 'd', path: '/' }, SITE);
    expect(tags[0]?.text).toBe('Parley');
    expect(tags.find((tag) => tag.attributes.name === 'twitter:card')?.attributes.content).toBe('summary');
    expect(tags.some((tag) => tag.attributes.property === 'og:image')).toBe(false);
  });

  it('keeps noindex pages out of search results', () => {
    const tags = headTags({ title: 'Page not found', description: 'd', path: '/x', noindex: true }, SITE);
    expect(tags.find((tag) => tag.attributes.name === 'robots')?.attributes.content).toBe('noindex');
  });
});

describe('renderHeadTags', () => {
  it('escapes titles and attributes, and marks every tag as the page’s', () => {
    const html = renderHeadTags(headTags(post, SITE));
    expect(html).toContain('<title data-page-head>Agents &amp; &lt;Deals&gt; | Parley</title>');
    expect(html).toContain('content="Why &quot;agents&quot; win"');
    expect(html).not.toContain('<Deals>');
  });

  it('never lets JSON-LD text close its script element', () => {
    const jsonLd = [{ headline: '</script><script>alert(1)</script>' }];
    const html = renderHeadTags(headTags({ ...post, jsonLd }, SITE));
    expect(html).not.toContain('</script><script>');
    const script = html.match(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/);
    expect(JSON.parse(script![1]!)).toEqual(jsonLd[0]);
  });
});

describe('jsonForScript', () => {
  it('round-trips through JSON.parse with <, U+2028 and U+2029 escaped', () => {
    const value = { text: '<b>\u2028\u2029</b>' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('applyHeadTags', () => {
  it('replaces the previous page’s tags and keeps the document’s own', () => {
    document.head.innerHTML = '<meta charset="utf-8"><link rel="icon" href="/favicon.svg">';
    applyHeadTags(document, headTags(post, SITE));
    applyHeadTags(document, headTags({ title: 'Pricing', description: 'Plans', path: '/pricing' }, SITE));
    expect(document.title).toBe('Pricing | Parley');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://parley.example/pricing',
    );
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });
});

describe('structured data', () => {
  it('describes the organisation', () => {
    expect(organizationJsonLd(SITE)).toMatchObject({
      '@type': 'Organization',
      name: 'Parley',
      url: 'https://parley.example/',
    });
  });

  it('describes an article with absolute URLs and its dates', () => {
    const article = articleJsonLd(
      SITE,
      {
        title: 'T',
        excerpt: 'E',
        category: 'C',
        published_at: '2026-01-02T00:00:00Z',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-03T00:00:00Z',
      },
      '/blog/t',
      'https://images.example/cover.jpg',
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      description: 'E',
      datePublished: '2026-01-02T00:00:00Z',
      dateModified: '2026-01-03T00:00:00Z',
      url: 'https://parley.example/blog/t',
      image: ['https://images.example/cover.jpg'],
    });
  });
});
