// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blogCacheKey, isKeyTooLong, keyUrl, MAX_KEY_QUERY_LENGTH, pageKey } from './cache-key';

const BLOG_LIST_PARAMS = ['category', 'page', 'q'];

const key = (pathAndQuery: string) => blogCacheKey(new URL(pathAndQuery, 'http://site.test'));

describe('blogCacheKey', () => {
  it('keys the blog list by the parameters it reads, sorted', () => {
    expect(key('/blog')).toBe('/blog');
    expect(key('/blog?q=agent')).toBe('/blog?q=agent');
    expect(key('/blog?q=agent&category=News')).toBe('/blog?category=News&q=agent');
    expect(key('/blog?category=News&q=agent')).toBe('/blog?category=News&q=agent');
    expect(key('/blog?page=2&q=a%20b')).toBe('/blog?page=2&q=a+b');
  });

  it('keys an author’s page by its page only; never a shared draft’s preview nor deeper paths', () => {
    expect(key('/blog/author/ada')).toBe('/blog/author/ada');
    expect(key('/blog/author/ada?page=2&q=x&utm_source=y')).toBe('/blog/author/ada?page=2');
    expect(key(`/blog/preview/${'a'.repeat(64)}`)).toBeUndefined();
    expect(key('/blog/author/ada/more')).toBeUndefined();
    expect(key('/blog/author/')).toBeUndefined();
  });

  it('drops every other parameter, and repeats past the first', () => {
    expect(key('/blog?utm_source=forum&fbclid=x')).toBe('/blog');
    expect(key('/blog?q=a&q=b&q=c')).toBe('/blog?q=a');
    expect(key('/blog?Q=a&qq=b&q[]=c&__proto__=d&constructor=e')).toBe('/blog');
    expect(key('/blog?q=')).toBe('/blog');
  });

  it('keys a tag’s page by its path and page, and nothing deeper', () => {
    expect(key('/blog/tag/deal-desk?page=2&utm=x')).toBe('/blog/tag/deal-desk?page=2');
    expect(key('/blog/tag/deal-desk?q=a')).toBe('/blog/tag/deal-desk');
    expect(key('/blog/tag/deal-desk/rss.xml')).toBeUndefined();
    expect(key('/blog/tag/')).toBeUndefined();
  });

  it('keys a post by its path alone', () => {
    expect(key('/blog/hello-world')).toBe('/blog/hello-world');
    expect(key('/blog/hello-world?q=a&utm=b')).toBe('/blog/hello-world');
    expect(key('/blog/%E2%9C%93')).toBe('/blog/%E2%9C%93');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/pricing', '/blog/', '/blog/a/b', '/blogs', '/blog.html', '/admin/blog']) {
      expect(key(path), path).toBeUndefined();
    }
  });

  it('never keeps a parameter the page does not read, whatever the query', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 20 }), (pairs) => {
        const url = new URL('http://site.test/blog');
        for (const [name, value] of pairs) url.searchParams.append(name, value);
        const result = blogCacheKey(url)!;
        const kept = [...new URL(result, 'http://site.test').searchParams.keys()];
        expect(kept.every((name) => BLOG_LIST_PARAMS.includes(name))).toBe(true);
        expect(new Set(kept).size).toBe(kept.length);
        expect(kept).toEqual([...kept].sort());
      }),
    );
  });
});

const keyOf = (pathAndQuery: string) => pageKey(new URL(pathAndQuery, 'http://site.test'));

describe('pageKey', () => {
  it('keys a page by its path and the parameters its route reads, normalised', () => {
    expect(keyOf('/')).toBe('/');
    expect(keyOf('/?')).toBe('/');
    expect(keyOf('/?utm_source=forum&gclid=x&fbclid=y&msclkid=z')).toBe('/');
    expect(keyOf('/pricing?gclid=abc')).toBe('/pricing');
    expect(keyOf('/signup?type=demo&plan=starter')).toBe('/signup?plan=starter&type=demo');
    expect(keyOf('/signup?plan=starter&type=demo&utm_medium=x')).toBe('/signup?plan=starter&type=demo');
    expect(keyOf('/signup?type=demo&type=trial')).toBe('/signup?type=demo');
    expect(keyOf('/signup?type=&plan=starter')).toBe('/signup?plan=starter');
    expect(keyOf('/documentation?tab=api&topic=auth&x=1')).toBe('/documentation?tab=api&topic=auth');
    expect(keyOf('/playground?seed=7&fbclid=q&b_res=100')).toBe('/playground?b_res=100&seed=7');
    expect(keyOf('/no-such-page?tab=api')).toBe('/no-such-page');
    expect(keyOf('/Pricing/%2F?__proto__=1&a b')).toBe('/Pricing/%2F');
  });

  it('keeps no parameter a page does not read, and is the same for any order or repeat', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          '/',
          '/pricing',
          '/documentation',
          '/signup',
          '/playground',
          '/blog',
          '/blog/x',
          '/nope',
        ),
        fc.array(
          fc.tuple(
            fc.constantFrom('tab', 'q', 'type', 'seed', 'utm_source', 'gclid', '__proto__'),
            fc.string(),
          ),
          {
            maxLength: 12,
          },
        ),
        (path, pairs) => {
          const url = new URL(path, 'http://site.test');
          for (const [name, value] of pairs) url.searchParams.append(name, value);
          const reversed = new URL(path, 'http://site.test');
          for (const [name, value] of [...pairs].reverse()) reversed.searchParams.append(name, value);
          const key = pageKey(url);
          const rendered = keyUrl(key, 'http://site.test');
          expect(pageKey(rendered)).toBe(key);
          expect([...rendered.searchParams.keys()]).not.toContain('utm_source');
          expect([...rendered.searchParams.keys()]).not.toContain('gclid');
          // Only repeats can differ with the order (the first value is the one read).
          if (new Set(pairs.map(([name]) => name)).size === pairs.length) expect(pageKey(reversed)).toBe(key);
        },
      ),
    );
  });
});

describe('isKeyTooLong', () => {
  it('is true past MAX_KEY_QUERY_LENGTH characters of query, never for a path', () => {
    expect(isKeyTooLong(`/blog?q=${'x'.repeat(MAX_KEY_QUERY_LENGTH - 2)}`)).toBe(false);
    expect(isKeyTooLong(`/blog?q=${'x'.repeat(MAX_KEY_QUERY_LENGTH - 1)}`)).toBe(true);
    expect(isKeyTooLong(`/${'x'.repeat(10_000)}`)).toBe(false);
  });
});

describe('keyUrl', () => {
  it('keeps a path that looks like another origin on this site', () => {
    expect(keyUrl('//evil.example/x?tab=a', 'https://parley.example').href).toBe(
      'https://parley.example//evil.example/x?tab=a',
    );
  });
});
