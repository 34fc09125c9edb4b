// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOG_LIST_PARAMS, blogCacheKey, keyUrl, MAX_KEY_QUERY_LENGTH, pageCacheKey } from './cache-key';

const key = (pathAndQuery: string) => blogCacheKey(new URL(pathAndQuery, 'http://site.test'));

describe('blogCacheKey', () => {
  it('keys the blog list by the parameters it reads, sorted', () => {
    expect(key('/blog')).toBe('/blog');
    expect(key('/blog?q=agent')).toBe('/blog?q=agent');
    expect(key('/blog?q=agent&category=News')).toBe('/blog?category=News&q=agent');
    expect(key('/blog?category=News&q=agent')).toBe('/blog?category=News&q=agent');
    expect(key('/blog?page=2&q=a%20b')).toBe('/blog?page=2&q=a+b');
  });

  it('drops every other parameter, and repeats past the first', () => {
    expect(key('/blog?utm_source=forum&fbclid=x')).toBe('/blog');
    expect(key('/blog?q=a&q=b&q=c')).toBe('/blog?q=a');
    expect(key('/blog?Q=a&qq=b&q[]=c&__proto__=d&constructor=e')).toBe('/blog');
    expect(key('/blog?q=')).toBe('/blog?q=');
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

const pageKey = (pathAndQuery: string) => pageCacheKey(new URL(pathAndQuery, 'http://site.test'));

describe('pageCacheKey', () => {
  it('keys a page by its path and its query exactly as sent (the page reads all of it)', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/?')).toBe('/');
    expect(pageKey('/?utm_source=forum')).toBe('/?utm_source=forum');
    expect(pageKey('/signup?type=demo&plan=starter')).toBe('/signup?type=demo&plan=starter');
    expect(pageKey('/signup?plan=starter&type=demo')).toBe('/signup?plan=starter&type=demo');
    expect(pageKey('/signup?type=demo&type=trial')).toBe('/signup?type=demo&type=trial');
    expect(pageKey('/Pricing/%2F?__proto__=1&a b')).toBe('/Pricing/%2F?__proto__=1&a%20b');
  });

  it('has no key for a query past the bound', () => {
    expect(pageKey(`/?q=${'x'.repeat(MAX_KEY_QUERY_LENGTH - 2)}`)).toBeDefined();
    expect(pageKey(`/?q=${'x'.repeat(MAX_KEY_QUERY_LENGTH - 1)}`)).toBeUndefined();
    const many = Array.from({ length: 5_000 }, (_, i) => `p${i}=${i}`).join('&');
    expect(pageKey(`/?${many}`)).toBeUndefined();
  });

  it('is bounded, and the page rendered from it has the URL the visitor asked for', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.string({ maxLength: 40 }), (path, query, raw) => {
        const url = new URL('http://site.test');
        url.pathname = path; // set, not resolved: `//x` stays a path
        url.search = `${query}${raw}`;
        const result = pageCacheKey(url);
        if (result === undefined) {
          expect(url.search.length).toBeGreaterThan(1 + MAX_KEY_QUERY_LENGTH);
          return;
        }
        const rendered = keyUrl(result, 'http://site.test');
        expect(rendered.href).toBe(url.href);
        expect(pageCacheKey(rendered)).toBe(result);
      }),
    );
  });
});
