// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeChunksTag } from './route-chunks';

describe('routeChunksTag', () => {
  const map = {
    './query/QueryLayout.tsx': ['/assets/QueryLayout-a.js', '/assets/query-core-b.js'],
    '../pages/blog/BlogListPage.tsx': ['/assets/BlogListPage-c.js', '/assets/query-core-b.js'],
    '../pages/home/HomePage.tsx': [],
  };

  it("lists every chunk of the page's route modules once, in order", () => {
    expect(routeChunksTag(map, ['./query/QueryLayout.tsx', '../pages/blog/BlogListPage.tsx'])).toBe(
      '<meta name="parley-route-chunks" content="/assets/QueryLayout-a.js /assets/query-core-b.js /assets/BlogListPage-c.js">',
    );
  });

  it('adds nothing for a page whose modules need no chunk of their own, or are unknown', () => {
    expect(routeChunksTag(map, ['../pages/home/HomePage.tsx'])).toBe('');
    expect(routeChunksTag(map, ['../pages/elsewhere/ElsewherePage.tsx'])).toBe('');
    expect(routeChunksTag(map, [])).toBe('');
  });
});
