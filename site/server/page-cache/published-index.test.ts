// @vitest-environment node
import { fetchPublishedCategories, fetchPublishedPostsPage, type ParleySupabaseClient } from '@parley/shared';
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
  expect((await server.service().from('blog_posts').insert(posts)).error).toBeNull();
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
