import { describe, expect, it } from 'vitest';
import { postgrestError } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import { fetchAdminPostsPage } from './admin-posts-page';
import { fetchPublishedCategories, fetchPublishedPostsPage } from './published-posts-page';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('fetchPublishedPostsPage', () => {
  it('calls published_posts_page with trimmed filters and defaults, and answers a ListPage', async () => {
    const { client, requests } = createTestClient(() => ({
      body: { posts: [{ slug: 'a' }], total: 13, page: 2, page_size: 12 },
    }));
    const page = await fetchPublishedPostsPage(client, { search: '  agents ', category: ' ', page: 2 });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/published_posts_page',
      body: { search: 'agents', category: null, page: 2, page_size: 12 },
    });
    expect(page).toEqual({ rows: [{ slug: 'a' }], total: 13, page: 2, pageSize: 12, pageCount: 2 });
  });

  it('throws a DataError keeping the database code', async () => {
    const { client } = createTestClient(() => ({
      status: 400,
      body: postgrestError('22023', 'page_size must be between 1 and 50'),
    }));
    await expect(fetchPublishedPostsPage(client, { pageSize: 51 })).rejects.toMatchObject({
      name: 'DataError',
      code: '22023',
    });
  });

  it('lists the categories', async () => {
    const { client, requests } = createTestClient(() => ({ body: ['Guides', 'News'] }));
    expect(await fetchPublishedCategories(client)).toEqual(['Guides', 'News']);
    expect(requests[0]!.path).toBe('/rest/v1/rpc/published_post_categories');
  });
});

describe('fetchAdminPostsPage', () => {
  const answer = (count: number) => () => ({ body: [], headers: { 'content-range': `0-0/${count}` } });

  it.each([
    ['draft', 'published_at=is.null'],
    ['scheduled', `published_at=gt.${now.toISOString()}`],
    ['published', `published_at=lte.${now.toISOString()}`],
  ] as const)('filters %s posts in the query', async (status, filter) => {
    const { client, requests } = createTestClient(answer(0));
    await fetchAdminPostsPage(client, { status, now });
    expect(requests[0]!.query).toContain(filter);
  });

  it('asks for one page with the exact count, sorted, with an escaped title search', async () => {
    const { client, requests } = createTestClient(answer(60));
    const page = await fetchAdminPostsPage(client, {
      search: '50%_off',
      sort: 'title',
      direction: 'asc',
      page: 3,
      pageSize: 25,
    });
    const query = new URLSearchParams(requests[0]!.rawQuery);
    expect(query.get('title')).toBe('ilike.*50\\%\\_off*');
    expect(query.get('order')).toBe('title.asc,id.asc');
    expect([query.get('offset'), query.get('limit')]).toEqual(['50', '25']);
    expect(query.get('select')).not.toContain('content');
    expect(requests[0]!.headers.get('prefer')).toContain('count=exact');
    expect([page.total, page.pageCount]).toEqual([60, 3]);
  });

  it('answers an empty page and the total past the last page (PostgREST 416)', async () => {
    const { client, requests } = createTestClient((request) =>
      request.method === 'HEAD'
        ? { headers: { 'content-range': '*/7' } }
        : { status: 416, body: postgrestError('PGRST103', 'Requested range not satisfiable') },
    );
    const page = await fetchAdminPostsPage(client, { page: 5, pageSize: 10 });
    expect([page.rows, page.total, page.pageCount]).toEqual([[], 7, 1]);
    expect(requests.map((r) => r.method)).toEqual(['GET', 'HEAD']);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses page %s before asking', async (page) => {
    const { client, requests } = createTestClient();
    await expect(fetchAdminPostsPage(client, { page })).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
  });

  it('refuses a page size over 100 and an unknown sort column', async () => {
    const { client } = createTestClient();
    await expect(fetchAdminPostsPage(client, { pageSize: 101 })).rejects.toThrow(RangeError);
    await expect(fetchAdminPostsPage(client, { sort: 'content' as 'title' })).rejects.toThrow(RangeError);
  });

  it('throws a DataError when the request fails', async () => {
    const { client } = createTestClient(() => ({ status: 500, body: postgrestError('XX000', 'boom') }));
    await expect(fetchAdminPostsPage(client)).rejects.toMatchObject({ name: 'DataError' });
  });
});
