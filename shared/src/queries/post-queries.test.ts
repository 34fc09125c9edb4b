import { describe, expect, it } from 'vitest';
import { createTestClient } from '../testing/test-client';
import { postQueries, QUERY_DEFAULTS, queryKeys } from './post-queries';

describe('queryKeys', () => {
  it('are the spec keys', () => {
    expect(queryKeys.blogPosts).toEqual(['blogPosts']);
    expect(queryKeys.adminBlogPosts).toEqual(['adminBlogPosts']);
    expect(queryKeys.blogPost('hello')).toEqual(['blogPost', 'hello']);
    expect(queryKeys.blogPostById('id-1')).toEqual(['blogPostById', 'id-1']);
  });
});

describe('postQueries', () => {
  it('retries once and never refetches on focus', () => {
    expect(QUERY_DEFAULTS).toEqual({ retry: 1, refetchOnWindowFocus: false });
    const { client } = createTestClient();
    for (const options of [
      postQueries.published(client),
      postQueries.all(client),
      postQueries.bySlug(client, 'a'),
      postQueries.byId(client, 'b'),
    ]) {
      expect(options).toMatchObject(QUERY_DEFAULTS);
    }
  });

  it('published lists published posts under blogPosts', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    const options = postQueries.published(client);
    expect(options.queryKey).toEqual(['blogPosts']);
    expect(options.enabled).toBeUndefined();
    await expect(options.queryFn()).resolves.toEqual([]);
    expect(requests[0]?.query).toMatch(
      /^select=id,title,slug,category,excerpt,cover_image,published_at,created_at,updated_at,author_id&published_at=not\.is\.null&published_at=lte\.\d{4}-\d\d-\d\dT[\d:.]+Z&order=published_at\.desc,id\.desc&offset=0&limit=1000$/,
    );
  });

  it('all lists every post under adminBlogPosts', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    const options = postQueries.all(client);
    expect(options.queryKey).toEqual(['adminBlogPosts']);
    await options.queryFn();
    expect(requests[0]?.query).toBe('select=*&order=created_at.desc');
  });

  it('bySlug is enabled only with a slug', async () => {
    const { client, requests } = createTestClient(() => ({ body: [{ id: '1', slug: 'hello' }] }));
    expect(postQueries.bySlug(client, '').enabled).toBe(false);
    expect(postQueries.bySlug(client, undefined).enabled).toBe(false);
    const options = postQueries.bySlug(client, 'hello');
    expect(options).toMatchObject({ queryKey: ['blogPost', 'hello'], enabled: true });
    await expect(options.queryFn()).resolves.toEqual({ id: '1', slug: 'hello' });
    expect(requests[0]?.query).toBe('select=*&slug=eq.hello');
  });

  it('byId is enabled only with an id', async () => {
    const { client, requests } = createTestClient(() => ({ body: [{ id: 'id-1' }] }));
    expect(postQueries.byId(client, '').enabled).toBe(false);
    const options = postQueries.byId(client, 'id-1');
    expect(options).toMatchObject({ queryKey: ['blogPostById', 'id-1'], enabled: true });
    await options.queryFn();
    expect(requests[0]?.query).toBe('select=*&id=eq.id-1');
  });
});

describe('list queries surface failures', () => {
  it('published and all reject when the server fails, so screens can show their error state', async () => {
    const { client } = createTestClient(() => ({ status: 500, body: { code: 'XX000', message: 'boom' } }));
    await expect(postQueries.published(client).queryFn()).rejects.toThrow('Failed to load blog posts');
    await expect(postQueries.all(client).queryFn()).rejects.toThrow('Failed to load blog posts');
  });
});
