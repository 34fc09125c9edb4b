import { describe, expect, it } from 'vitest';
import { postgrestError } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import { setLeadHandled } from './lead-handled';
import { fetchLeadStats } from './lead-stats';
import { fetchLeadsPage, forEachLeadsPage } from './leads-page';

const lead = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  created_at: '2026-11-23T10:00:00.123456+00:00',
});

describe('fetchLeadsPage', () => {
  it('calls admin_leads_page with the filters, sort and page, and answers a ListPage', async () => {
    const { client, requests } = createTestClient(() => ({
      body: { leads: [{ id: 'a' }], total: 2500, page: 2, page_size: 100 },
    }));
    const page = await fetchLeadsPage(client, {
      kind: 'demo',
      handled: false,
      search: '  ACME_Corp ',
      sort: 'email',
      direction: 'asc',
      page: 2,
      pageSize: 100,
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/admin_leads_page',
      body: {
        kind: 'demo',
        handled: false,
        search: 'ACME_Corp',
        sort: 'email',
        direction: 'asc',
        page: 2,
        page_size: 100,
      },
    });
    expect(page).toEqual({ rows: [{ id: 'a' }], total: 2500, page: 2, pageSize: 100, pageCount: 25 });
  });

  it('sends the defaults: newest first, 50 a page, no filter', async () => {
    const { client, requests } = createTestClient(() => ({
      body: { leads: [], total: 0, page: 1, page_size: 50 },
    }));
    await fetchLeadsPage(client);
    expect(requests[0]!.body).toEqual({
      kind: null,
      search: null,
      handled: null,
      sort: 'created_at',
      direction: 'desc',
      page: 1,
      page_size: 50,
    });
  });

  it('cuts a 10 KB search to the 200 characters the database accepts', async () => {
    const { client, requests } = createTestClient(() => ({
      body: { leads: [], total: 0, page: 1, page_size: 50 },
    }));
    await fetchLeadsPage(client, { search: 'a'.repeat(10_240) });
    expect((requests[0]!.body as { search: string }).search).toHaveLength(200);
  });

  it('refuses a bad page, size or sort before asking', async () => {
    const { client, requests } = createTestClient();
    await expect(fetchLeadsPage(client, { page: 0 })).rejects.toThrow(RangeError);
    await expect(fetchLeadsPage(client, { pageSize: 101 })).rejects.toThrow(RangeError);
    await expect(fetchLeadsPage(client, { sort: 'message' as 'email' })).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
  });

  it('throws a DataError keeping the code (not an admin: 42501)', async () => {
    const { client } = createTestClient(() => ({
      status: 401,
      body: postgrestError('42501', 'only admins may read leads'),
    }));
    await expect(fetchLeadsPage(client)).rejects.toMatchObject({ name: 'DataError', code: '42501' });
  });
});

describe('forEachLeadsPage', () => {
  it('follows (created_at, id) from the last row until a short page, reporting progress', async () => {
    const pages = [[lead(1), lead(2)], [lead(3), lead(4)], [lead(5)]];
    let call = 0;
    const { client, requests } = createTestClient(() => ({
      body: pages[call++],
      headers: { 'content-range': `0-1/5` },
    }));
    const progress: [number, number][] = [];
    const count = await forEachLeadsPage(
      client,
      { kind: 'trial' },
      (_rows, p) => void progress.push([p.done, p.total]),
      {
        pageSize: 2,
      },
    );
    expect(count).toBe(5);
    expect(progress).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
    const second = new URLSearchParams(requests[1]!.rawQuery);
    expect(second.get('or')).toBe(
      `(created_at.gt."${lead(2).created_at}",and(created_at.eq."${lead(2).created_at}",id.gt."${lead(2).id}"))`,
    );
    expect(second.get('order')).toBe('created_at.asc,id.asc');
    expect(second.get('kind')).toBe('eq.trial');
    expect(new URLSearchParams(requests[0]!.rawQuery).get('or')).toBeNull();
    // Counted once, on the first page: a count reads every matching row.
    expect(requests.map((r) => r.headers.get('prefer')?.includes('count=exact') ?? false)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('stops when aborted between pages', async () => {
    const controller = new AbortController();
    const { client, requests } = createTestClient(() => ({ body: [lead(1), lead(2)] }));
    await expect(
      forEachLeadsPage(client, {}, () => controller.abort(new Error('stopped')), {
        pageSize: 2,
        signal: controller.signal,
      }),
    ).rejects.toThrow('stopped');
    expect(requests).toHaveLength(1);
  });

  it('refuses a page size over the 1,000-row cap', async () => {
    const { client } = createTestClient();
    await expect(forEachLeadsPage(client, {}, () => undefined, { pageSize: 1001 })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('lead statistics and the handled mark', () => {
  it('reads lead_stats into camelCase', async () => {
    const { client } = createTestClient(() => ({
      body: { total: 3, waiting: 2, by_kind: { trial: 3 }, weeks: [{ week: '2026-11-23', count: 3 }] },
    }));
    expect(await fetchLeadStats(client)).toEqual({
      total: 3,
      waiting: 2,
      byKind: { trial: 3 },
      weeks: [{ week: '2026-11-23', count: 3 }],
    });
  });

  it('sends only handled_at, and answers NotFoundError when no lead changed', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    await expect(setLeadHandled(client, 'x', true)).rejects.toMatchObject({ name: 'NotFoundError' });
    expect(Object.keys(requests[0]!.body as object)).toEqual(['handled_at']);
    await expect(setLeadHandled(client, 'x', false)).rejects.toMatchObject({ name: 'NotFoundError' });
    expect(requests[1]!.body).toEqual({ handled_at: null });
  });
});
