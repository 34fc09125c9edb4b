// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeChunkPreloads } from './route-chunks';

describe('routeChunkPreloads', () => {
  const map = {
    './query/QueryLayout.tsx': ['/assets/QueryLayout-a.js', '/assets/query-core-b.js'],
    '../pages/blog/BlogListPage.tsx': ['/assets/BlogListPage-c.js', '/assets/query-core-b.js'],
    '../pages/home/HomePage.tsx': [],
  };

  it("lists every chunk of the page's route modules once, in order", () => {
    expect(routeChunkPreloads(map, ['./query/QueryLayout.tsx', '../pages/blog/BlogListPage.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/QueryLayout-a.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/query-core-b.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/BlogListPage-c.js">',
    );
  });

  it('adds nothing for a page whose modules need no chunk of their own, or are unknown', () => {
    expect(routeChunkPreloads(map, ['../pages/home/HomePage.tsx'])).toBe('');
    expect(routeChunkPreloads(map, ['../pages/elsewhere/ElsewherePage.tsx'])).toBe('');
    expect(routeChunkPreloads(map, [])).toBe('');
  });
});
