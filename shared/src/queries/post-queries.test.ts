import { describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../testing/test-client';
import { postQueries } from './post-queries';
import { publicPostQueries } from './public-post-queries';
import { QUERY_DEFAULTS } from './query-keys';

describe('postQueries', () => {
  it('retries once and never refetches on focus, and keys every query under ["posts"]', () => {
    const { client } = createTestClient();
    for (const options of [
      postQueries.publishedList(client),
      postQueries.publishedPage(client, { search: null, category: null, page: 1 }),
      postQueries.publishedCategories(client),
      postQueries.bySlug(client, 'a'),
      postQueries.byId(client, 'b'),
      postQueries.adminList(client),
      postQueries.adminPage(client, { page: 1 }),
    ]) {
      expect(options).toMatchObject(QUERY_DEFAULTS);
      expect(options.queryKey[0]).toBe('posts');
    }
    expect(postQueries.revisions(client, 'b')).toMatchObject(QUERY_DEFAULTS);
    expect(postQueries.revisions(client, 'b').queryKey[0]).toBe('posts');
  });

  it('publishedList lists published posts under ["posts", "published", "list"]', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    const options = postQueries.publishedList(client);
    expect(options.queryKey).toEqual(['posts', 'published', 'list']);
    expect(options.enabled).toBeUndefined();
    await expect(options.queryFn()).resolves.toEqual([]);
    expect(requests[0]?.query).toMatch(
      /^select=id,title,slug,category,excerpt,cover_image,published_at,created_at,updated_at,author_id,author_name,author_slug,word_count&published_at=not\.is\.null&published_at=lte\.\d{4}-\d\d-\d\dT[\d:.]+Z&order=published_at\.desc,id\.desc&offset=0&limit=1000$/,
    );
  });

  it('publishedPage keys the page by its query and asks for a blog page of it', async () => {
    const { client, requests } = createTestClient(() => ({ body: { rows: [], total: 0 } }));
    const query = { search: 'agents', category: null, page: 2 };
    const options = postQueries.publishedPage(client, query);
    expect(options.queryKey).toEqual(['posts', 'published', 'page', query]);
    await options.queryFn();
    expect(requests[0]?.path).toBe('/rest/v1/rpc/published_posts_page');
    expect(requests[0]?.body).toMatchObject({ search: 'agents', category: null });
  });

  it('adminList lists every post under ["posts", "admin", "list"]', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    const options = postQueries.adminList(client);
    expect(options.queryKey).toEqual(['posts', 'admin', 'list']);
    await options.queryFn();
    expect(requests[0]?.query).toBe('select=*&order=created_at.desc');
  });

  it('adminPage keys the page by its query', async () => {
    const { client, requests } = createTestClient(() => ({ body: [], headers: { 'content-range': '*/0' } }));
    const options = postQueries.adminPage(client, { status: 'draft', page: 1 });
    expect(options.queryKey).toEqual(['posts', 'admin', 'page', { status: 'draft', page: 1 }]);
    await options.queryFn();
    expect(requests[0]?.path).toBe('/rest/v1/blog_posts');
    expect(requests[0]?.query).toContain('published_at=is.null');
  });

  it('bySlug is enabled only with a slug', async () => {
    const { client, requests } = createTestClient(() => ({ body: [{ id: '1', slug: 'hello' }] }));
    expect(postQueries.bySlug(client, '').enabled).toBe(false);
    expect(postQueries.bySlug(client, undefined).enabled).toBe(false);
    const options = postQueries.bySlug(client, 'hello');
    expect(options).toMatchObject({ queryKey: ['posts', 'by-slug', 'hello'], enabled: true });
    await expect(options.queryFn()).resolves.toEqual({ id: '1', slug: 'hello' });
    expect(requests[0]?.query).toBe('select=*&slug=eq.hello');
  });

  it('byId is enabled only with an id', async () => {
    const id = '0d3b1c2a-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const { client, requests } = createTestClient(() => ({ body: [{ id }] }));
    expect(postQueries.byId(client, '').enabled).toBe(false);
    const options = postQueries.byId(client, id);
    expect(options).toMatchObject({ queryKey: ['posts', 'by-id', id], enabled: true });
    await options.queryFn();
    expect(requests[0]?.query).toBe(`select=*&id=eq.${id}`);
  });

  it('revisions pages the saved versions of one post: the newest, then after the last shown', async () => {
    const revision = (id: number) => ({ id, saved_at: '2026-11-19T09:00:00.5+00:00' });
    let answer = Array.from({ length: 21 }, (_, i) => revision(60 - i));
    const { client, requests } = createTestClient(() => ({ body: answer }));
    const options = postQueries.revisions(client, 'id-1');
    expect(options.queryKey).toEqual(['posts', 'revisions', 'id-1']);
    expect(options.initialPageParam).toBeNull();
    const first = await options.queryFn({ pageParam: options.initialPageParam });
    expect(first.revisions).toHaveLength(20);
    const cursor = options.getNextPageParam(first);
    expect(cursor).toEqual({ saved_at: '2026-11-19T09:00:00.5+00:00', id: 41 });
    answer = [revision(40)];
    const second = await options.queryFn({ pageParam: cursor });
    expect(options.getNextPageParam(second)).toBeNull();
    expect(requests[0]?.path).toBe('/rest/v1/post_revisions');
    expect(requests[0]?.query).toContain('post_id=eq.id-1');
    expect(requests[1]?.query).toContain('id.lt."41"');
  });

  it('takes a loader: the client is loaded at the fetch, once, not when the options are made', async () => {
    const { client, requests } = createTestClient(() => ({ body: [{ id: '1', slug: 'hello' }] }));
    const load = vi.fn(async () => client);
    const options = postQueries.bySlug(load, 'hello');
    expect(load).not.toHaveBeenCalled();
    await expect(options.queryFn()).resolves.toEqual({ id: '1', slug: 'hello' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
  });
});

describe('list queries surface failures', () => {
  it('publishedList and adminList reject when the server fails, so screens can show their error state', async () => {
    const { client } = createTestClient(() => ({ status: 500, body: { code: 'XX000', message: 'boom' } }));
    await expect(postQueries.publishedList(client).queryFn()).rejects.toThrow('Failed to load blog posts');
    await expect(postQueries.adminList(client).queryFn()).rejects.toThrow('Failed to load blog posts');
  });

  it("holds the public pages' queries as they are (publicPostQueries)", () => {
    for (const [name, factory] of Object.entries(publicPostQueries)) {
      expect(postQueries[name as keyof typeof postQueries]).toBe(factory);
    }
  });
});
