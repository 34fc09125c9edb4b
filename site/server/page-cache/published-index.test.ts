// @vitest-environment node
import { fetchPublishedCategories, fetchPublishedPostsPage } from '@parley/shared/posts';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { createSupabaseClient } from '@parley/shared/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../../packages/local-supabase/test/harness';
import { publishedPageFromIndex, type PublishedIndex } from '../../src/app/ssr/published-index';
import { readPublishedIndex } from './published-index-memo';

// The index answers /blog's searches as the database does (published_posts_page): compared here with
// the embedded backend's own answers, over titles and searches chosen to catch a difference.

let server: TestBackend;
let anon: ParleySupabaseClient;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const TITLES = [
  'Agent Notes',
  'AGENTS at work',
  'Save 100% on_time',
  'Back\\slash and "quotes"',
  'Émile négocie',
  'KELVIN \u212a sign',
  'İSTANBUL deal',
  'Tabs\tand  spaces',
  'agent',
];

beforeAll(async () => {
  server = await startTestBackend();
  anon = createSupabaseClient({ url: server.url, anonKey: server.config.anonKey });
  const tie = minutesFromNow(-90); // several posts published at the same instant: ordered by id
  const posts = Array.from({ length: 40 }, (_, i) => ({
    title: `${TITLES[i % TITLES.length]} ${i}`,
    slug: `post-${i}`,
    category: ['News', 'Guides', 'news', 'Guides '][i % 4]!,
    excerpt: i % 5 === 0 ? 'Anchors & CONCESSIONS' : 'about it',
    content: `Body ${i}`,
    // 0..29 published (some at one instant), 30..34 drafts, 35..39 scheduled
    published_at:
      i < 30 ? (i % 3 === 0 ? tie : minutesFromNow(-(i + 1) * 1440)) : i < 35 ? null : minutesFromNow(60 + i),
  }));
  const { data: inserted, error } = await server
    .service()
    .from('blog_posts')
    .insert(posts)
    .select('id, slug');
  expect(error).toBeNull();
  // Tags on every third post (two on some), so the cards' tags are compared too.
  for (const [i, post] of inserted!.entries()) {
    if (i % 3 !== 0) continue;
    const names = i % 2 === 0 ? ['Zeta', 'alpha'] : ['Beta'];
    expect((await server.service().rpc('set_post_tags', { post_id: post.id, names })).error).toBeNull();
  }
  // Old addresses: a published post's and a draft's.
  for (const slug of ['post-29', 'post-31'])
    expect(
      (
        await server
          .service()
          .from('blog_posts')
          .update({ slug: `${slug}-moved` })
          .eq('slug', slug)
      ).error,
    ).toBeNull();
}, 60_000);

afterAll(() => server?.close());

describe('readPublishedIndex', () => {
  it('holds what a visitor may read: published posts only, newest first, and the categories as the database lists them', async () => {
    const index = (await readPublishedIndex(anon))!;
    expect(index.posts).toHaveLength(30);
    expect(index.slugs.has('post-0')).toBe(true);
    expect(index.slugs.has('post-31')).toBe(false); // a draft
    expect(index.slugs.has('post-36')).toBe(false); // scheduled
    expect(index.categories).toEqual(await fetchPublishedCategories(anon));
  });

  it('holds the cards’ tags and the old addresses of published posts, as the database answers them', async () => {
    const index = (await readPublishedIndex(anon))!;
    // In the database's name order (its collation's: the page comparison below holds it to it).
    const tags = index.posts.find((post) => post.slug === 'post-0')?.tags;
    expect(tags).toHaveLength(2);
    expect(tags).toEqual(
      expect.arrayContaining([
        { name: 'alpha', slug: 'alpha' },
        { name: 'Zeta', slug: 'zeta' },
      ]),
    );
    expect(index.redirects).toEqual(new Map([['post-29', 'post-29-moved']]));
  });

  it('declines a blog with more posts than it indexes: the database answers those', async () => {
    expect(await readPublishedIndex(anon, 29)).toBeUndefined();
    expect(await readPublishedIndex(anon, 30)).toBeDefined();
  });
});

describe('publishedPageFromIndex', () => {
  let index: PublishedIndex;
  beforeAll(async () => {
    index = (await readPublishedIndex(anon))!;
  });

  const searches = [
    null,
    '',
    '   ',
    'agent',
    'AGENT',
    'Agent ',
    'agents',
    '%',
    '_',
    '100%',
    'on_time',
    '\\',
    '"',
    'concessions',
    'anchors & c',
    'no such thing',
    'k sign',
    'istanbul',
    'i',
    'tabs\tand',
    'a'.repeat(32),
    ' 1',
    '3',
  ];
  const categories = [null, '', 'News', 'news', 'Guides', 'Guides ', ' News', 'Missing'];

  it('answers every search, category and page as published_posts_page does', async () => {
    for (const search of searches) {
      for (const category of categories) {
        for (const page of [1, 2, 4]) {
          const query = { search, category, page };
          const fromIndex = publishedPageFromIndex(index, query);
          expect(fromIndex, JSON.stringify(query)).toBeDefined();
          expect(fromIndex, JSON.stringify(query)).toEqual(
            await fetchPublishedPostsPage(anon, { ...query, pageSize: 12 }),
          );
        }
      }
    }
  }, 60_000);

  it('leaves to the database what its locale or its refusal decides', () => {
    expect(publishedPageFromIndex(index, { search: 'émile', category: null, page: 1 })).toBeUndefined();
    expect(
      publishedPageFromIndex(index, { search: 'a'.repeat(33), category: null, page: 1 }),
    ).toBeUndefined();
    expect(
      publishedPageFromIndex(index, { search: null, category: 'c'.repeat(81), page: 1 }),
    ).toBeUndefined();
    expect(publishedPageFromIndex(index, { search: null, category: null, page: 0 })).toBeUndefined();
    expect(publishedPageFromIndex(index, { search: null, category: null, page: 1.5 })).toBeUndefined();
    expect(publishedPageFromIndex(index, { search: null, category: null, page: 1 }, 51)).toBeUndefined();
  });
});
