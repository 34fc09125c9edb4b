import { describe, expect, it } from 'vitest';
import { QUERY_DEFAULTS, queryKeys } from './query-keys';

const { posts, leads, media } = queryKeys;

/** Every key of a branch, with sample arguments for the ones that take some. */
const postKeys = [
  posts.published,
  posts.publishedList,
  posts.publishedPage({ search: null, category: null, page: 1 }),
  posts.publishedCategories,
  posts.bySlug('hello'),
  posts.byId('id-1'),
  posts.admin,
  posts.adminList,
  posts.adminPage({ page: 2 }),
  posts.revisions('id-1'),
  posts.imageSizes('id-1', '2026-01-01T00:00:00Z'),
  posts.imageUses(['p1/a.png']),
];
const leadKeys = [leads.page({ page: 1 }), leads.stats];

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('queryKeys', () => {
  it('keeps the spec defaults: one retry, no refetch on focus', () => {
    expect(QUERY_DEFAULTS).toEqual({ retry: 1, refetchOnWindowFocus: false });
  });

  it('has three roots', () => {
    expect([posts.root, leads.root, media.root]).toEqual([['posts'], ['leads'], ['media']]);
  });

  it('puts every post view under ["posts"], so one invalidation refreshes them all', () => {
    for (const key of postKeys) expect(startsWith(key, ['posts']), JSON.stringify(key)).toBe(true);
  });

  it('puts every leads view under ["leads"]', () => {
    for (const key of leadKeys) expect(startsWith(key, ['leads']), JSON.stringify(key)).toBe(true);
  });

  it('keeps the bucket apart from the posts: a post write does not list the bucket again', () => {
    expect(media.postImages).toEqual(['media', 'post-images']);
    expect(startsWith(media.postImages, posts.root)).toBe(false);
  });

  it('nests the public views under published and the admin lists under admin', () => {
    for (const key of [posts.publishedList, posts.publishedPage({}), posts.publishedCategories]) {
      expect(startsWith(key, posts.published)).toBe(true);
    }
    for (const key of [posts.adminList, posts.adminPage({})]) expect(startsWith(key, posts.admin)).toBe(true);
    expect(startsWith(posts.bySlug('x'), posts.published)).toBe(false);
  });

  it('names each post view apart: no key is the prefix of another view', () => {
    const views = [
      posts.publishedList,
      posts.publishedPage({}),
      posts.publishedCategories,
      posts.bySlug('a'),
      posts.byId('a'),
      posts.adminList,
      posts.adminPage({}),
      posts.revisions('a'),
      posts.imageSizes('a', 't'),
      posts.imageUses(['a/b.png']),
    ];
    views.forEach((key, i) =>
      views.forEach((other, j) => {
        if (i !== j)
          expect(startsWith(other, key), `${JSON.stringify(key)} ⊂ ${JSON.stringify(other)}`).toBe(false);
      }),
    );
  });

  it('holds the arguments of a parameterised key', () => {
    expect(posts.bySlug('hello')).toEqual(['posts', 'by-slug', 'hello']);
    expect(posts.byId('id-1')).toEqual(['posts', 'by-id', 'id-1']);
    expect(posts.revisions('id-1')).toEqual(['posts', 'revisions', 'id-1']);
    expect(posts.imageSizes('id-1', 't')).toEqual(['posts', 'image-sizes', 'id-1', 't']);
    expect(leads.page({ page: 3 })).toEqual(['leads', 'page', { page: 3 }]);
  });
});
