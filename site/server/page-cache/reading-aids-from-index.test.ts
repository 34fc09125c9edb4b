// @vitest-environment node
import { fetchPostTags, fetchRelatedPosts } from '@parley/shared/posts';
import { queryKeys, type ReadingAids } from '@parley/shared/queries';
import type { ParleySupabaseClient } from '@parley/shared/supabase';
import { createSupabaseClient } from '@parley/shared/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../../packages/local-supabase/test/harness';
import { readingAidsFromIndex } from '../../src/app/ssr/reading-aids-from-index';
import { paths } from '../../src/config/paths';
import { prefetchRouteData } from '../../src/app/ssr/prefetch';
import { createQueryClient } from '../../src/lib/query/create-query-client';
import { readBlogVersion } from './blog-version';
import { createPublishedIndexMemo, readPublishedIndex } from './published-index-memo';

// A post's tags and related posts from the published posts' index, compared with the embedded
// backend's own answers (published_post_tags, related_posts) for every published post of a blog
// chosen to catch a difference: tag counts that tie and differ, categories alike but for case or a
// space, posts published at one instant (ordered by id), drafts and scheduled posts sharing tags.

let server: TestBackend;
let anon: ParleySupabaseClient;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const TAGS = ['Pricing', 'agents', 'Zeta', 'B2B', 'deals'];
/** Post i's tags: a spread of none to four, overlapping other posts' by 0 to 4. */
const tagsOf = (i: number) => TAGS.filter((_, t) => (i * 7 + t * 3) % 5 < i % 5);

beforeAll(async () => {
  server = await startTestBackend();
  anon = createSupabaseClient({ url: server.url, anonKey: server.config.anonKey });
  const tie = minutesFromNow(-90);
  const posts = Array.from({ length: 36 }, (_, i) => ({
    title: `Post ${i}`,
    slug: `post-${i}`,
    category: ['News', 'Guides', 'news', 'Guides ', 'Solo'][i % 5]!,
    excerpt: 'about it',
    content: `Body ${i}`,
    // 0..29 published (every fourth at one instant), 30..32 drafts, 33..35 scheduled
    published_at:
      i < 30 ? (i % 4 === 0 ? tie : minutesFromNow(-(i + 1) * 1440)) : i < 33 ? null : minutesFromNow(60 + i),
  }));
  const { data: inserted, error } = await server.service().from('blog_posts').insert(posts).select('id');
  expect(error).toBeNull();
  for (const [i, post] of inserted!.entries()) {
    const names = tagsOf(i);
    if (names.length === 0) continue;
    expect((await server.service().rpc('set_post_tags', { post_id: post.id, names })).error).toBeNull();
  }
}, 60_000);

afterAll(() => server?.close());

describe('readingAidsFromIndex', () => {
  it('answers every published post’s tags and related posts as the database does', async () => {
    const index = (await readPublishedIndex(anon))!;
    expect(index.posts).toHaveLength(30);
    let withRelated = 0;
    for (const post of index.posts) {
      const fromIndex = readingAidsFromIndex(index, post.slug);
      const fromDatabase = {
        tags: await fetchPostTags(anon, post.id),
        related: await fetchRelatedPosts(anon, post.slug),
      };
      expect(fromIndex, post.slug).toEqual(fromDatabase);
      if (fromDatabase.related.length === 3) withRelated++;
    }
    // The comparison is not between empty answers.
    expect(withRelated).toBeGreaterThan(10);
  }, 60_000);

  it('leaves a post the index does not hold to the database: a draft, a scheduled post, a missing slug', async () => {
    const index = (await readPublishedIndex(anon))!;
    for (const slug of ['post-30', 'post-34', 'no-such-post', '', 'post-1 ', 'POST-1'])
      expect(readingAidsFromIndex(index, slug), slug).toBeUndefined();
  });

  it('leaves to the database an index read without the cards’ tags', async () => {
    const index = (await readPublishedIndex(anon))!;
    const withoutTags = { ...index, posts: index.posts.map(({ tags: _tags, ...post }) => post) };
    expect(readingAidsFromIndex(withoutTags, 'post-1')).toBeUndefined();
  });
});

describe('a post’s server render', () => {
  /** A visitor's client whose requests are listed by path. */
  function recordingClient() {
    const asked: string[] = [];
    const client = createSupabaseClient({
      url: server.url,
      anonKey: server.config.anonKey,
      fetch: (input, init) => {
        asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      },
    });
    return { client, asked };
  }

  async function prefetchPost(slug: string, withIndex: boolean) {
    const { client, asked } = recordingClient();
    const memo = createPublishedIndexMemo({
      readVersion: () => readBlogVersion(client),
      readIndex: () => readPublishedIndex(client),
    });
    if (withIndex) await memo.since(performance.now()); // the server's index, as after earlier visits
    asked.length = 0;
    const startedAt = performance.now();
    const queryClient = createQueryClient();
    await prefetchRouteData(
      paths.blogPost,
      { slug },
      new URLSearchParams(),
      queryClient,
      client,
      withIndex ? { known: memo.last, current: () => memo.since(startedAt) } : undefined,
    );
    const aids = queryClient.getQueryData<ReadingAids>(queryKeys.posts.readingAids(slug));
    return { asked, aids };
  }

  it('reads the article’s end from the index: the post and the data version asked, no tags or related posts', async () => {
    const { asked, aids } = await prefetchPost('post-7', true);
    expect(asked.filter((path) => /related_posts|published_post_tags/.test(path))).toEqual([]);
    expect(asked).toContain('/rest/v1/blog_posts');
    expect(aids).toEqual((await prefetchPost('post-7', false)).aids);
    expect(aids?.related.length).toBeGreaterThan(0);
  });

  it('asks the database without an index', async () => {
    const { asked } = await prefetchPost('post-7', false);
    expect(asked).toEqual(
      expect.arrayContaining(['/rest/v1/rpc/related_posts', '/rest/v1/rpc/published_post_tags']),
    );
  });
});
