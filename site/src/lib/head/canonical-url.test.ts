import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalUrl } from './canonical-url';
import { headTags } from './page-head';

const SITE = 'https://parley.example';

describe('canonicalUrl', () => {
  it('is SITE_URL’s origin and the page’s path', () => {
    expect(canonicalUrl(SITE, '/')).toBe('https://parley.example/');
    expect(canonicalUrl(SITE, '/blog/agents')).toBe('https://parley.example/blog/agents');
    expect(canonicalUrl('http://127.0.0.1:5195', '/pricing')).toBe('http://127.0.0.1:5195/pricing');
  });

  it.each([
    ['//evil.example/x', 'https://parley.example/evil.example/x'],
    ['//evil.example/', 'https://parley.example/evil.example'],
    ['///evil.example', 'https://parley.example/evil.example'],
    ['/\\evil.example', 'https://parley.example/evil.example'],
    ['\\\\evil.example\\x', 'https://parley.example/evil.example/x'],
    ['/\\/evil.example', 'https://parley.example/evil.example'],
    ['https://evil.example/x', 'https://parley.example/https:/evil.example/x'],
    ['evil.example', 'https://parley.example/evil.example'],
    ['', 'https://parley.example/'],
    ['/blog/..%2f..%2fx', 'https://parley.example/blog/..%2f..%2fx'],
    ['/blog/../../x', 'https://parley.example/x'],
    ['/x%0d%0aSet-Cookie:%20a=b', 'https://parley.example/x%0d%0aSet-Cookie:%20a=b'],
    ['/x\r\nSet-Cookie: a=b', 'https://parley.example/xSet-Cookie:%20a=b'],
    ['/x"><script>alert(1)</script>', 'https://parley.example/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E'],
    ['/pricing/', 'https://parley.example/pricing'],
    ['/pricing?plan=pro#top', 'https://parley.example/pricing'],
    ['/@evil.example', 'https://parley.example/@evil.example'],
  ])('keeps the hostile path %j on the site: %s', (path, expected) => {
    expect(canonicalUrl(SITE, path)).toBe(expected);
  });

  it('keeps a very long path on the site, in time linear in its length', () => {
    const long = `/${'/\\'.repeat(200_000)}x`;
    const started = performance.now();
    expect(canonicalUrl(SITE, long)).toBe('https://parley.example/x');
    // Tens of milliseconds; a backtracking pattern would take minutes on this input.
    expect(performance.now() - started).toBeLessThan(5000);
  }, 30_000);

  it('never leaves SITE_URL’s origin, nor carries a line break, quote or angle bracket, whatever the path', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (path) => {
        const url = canonicalUrl(SITE, path);
        expect(new URL(url).origin).toBe(SITE);
        expect(url).not.toMatch(/[\r\n"<>\\\s]/);
        expect(url.startsWith(`${SITE}/`)).toBe(true);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('/', '\\', '.', '..', '%2f', 'evil.example', ':', '@', '?', '#'), {
          maxLength: 12,
        }),
        (parts) => {
          expect(new URL(canonicalUrl(SITE, parts.join(''))).origin).toBe(SITE);
        },
      ),
      { numRuns: 500 },
    );
  }, 30_000); // a few hundred milliseconds alone; far more on a machine busy with other tests
});

describe('canonicalPath', () => {
  it('starts with exactly one slash', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (path) => {
        const result = canonicalPath(path);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
      }),
    );
  });
});

describe('headTags with a hostile path', () => {
  it('puts the canonical link and og:url on SITE_URL for a protocol-relative path', () => {
    const tags = headTags(
      { title: 'Page not found', description: 'd', path: '//evil.example/x', noindex: true },
      SITE,
    );
    const canonical = tags.find((tag) => tag.attributes.rel === 'canonical')?.attributes.href;
    const ogUrl = tags.find((tag) => tag.attributes.property === 'og:url')?.attributes.content;
    expect(canonical).toBe('https://parley.example/evil.example/x');
    expect(ogUrl).toBe(canonical);
  });
});

describe('canonicalUrl of a paged list', () => {
  it('names a later page with its number, and the first page by its path alone', () => {
    expect(canonicalUrl(SITE, '/blog', 2)).toBe('https://parley.example/blog?page=2');
    expect(canonicalUrl(SITE, '/blog', 1)).toBe('https://parley.example/blog');
    expect(canonicalUrl(SITE, '/blog?q=x&page=9', 3)).toBe('https://parley.example/blog?page=3');
  });

  it('ignores a page that is not a whole number above 1', () => {
    for (const page of [0, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(canonicalUrl(SITE, '/blog', page)).toBe('https://parley.example/blog');
    }
  });
});
