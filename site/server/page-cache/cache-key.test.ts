// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOG_LIST_PARAMS, blogCacheKey } from './cache-key';

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
