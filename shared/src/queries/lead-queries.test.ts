import { describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../testing/test-client';
import { leadQueries } from './lead-queries';
import { QUERY_DEFAULTS } from './query-keys';

describe('leadQueries', () => {
  it('page keys the page by its query under ["leads", "page"] and asks admin_leads_page', async () => {
    const { client, requests } = createTestClient(() => ({
      body: { leads: [], total: 0, page: 1, page_size: 25 },
    }));
    const load = vi.fn(async () => client);
    const query = { kind: 'demo' as const, page: 1, pageSize: 25 };
    const options = leadQueries.page(load, query);
    expect(options).toMatchObject({ ...QUERY_DEFAULTS, queryKey: ['leads', 'page', query] });
    await options.queryFn();
    expect(load).toHaveBeenCalledTimes(1);
    expect(requests[0]?.path).toBe('/rest/v1/rpc/admin_leads_page');
    expect(requests[0]?.body).toMatchObject({ kind: 'demo', page: 1, page_size: 25 });
  });

  it('stats asks the lead_stats function under ["leads", "stats"]', async () => {
    const { client, requests } = createTestClient(() => ({
      body: { total: 0, waiting: 0, by_kind: {}, weeks: [] },
    }));
    const options = leadQueries.stats(client);
    expect(options.queryKey).toEqual(['leads', 'stats']);
    await expect(options.queryFn()).resolves.toMatchObject({ total: 0, waiting: 0 });
    expect(requests[0]?.path).toBe('/rest/v1/rpc/lead_stats');
  });

  it('history keys one kind and address under ["leads", "history"] and reads its submissions', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    const options = leadQueries.history(client, { kind: 'demo', email: 'ceo@bigcorp.test' });
    expect(options.queryKey).toEqual(['leads', 'history', 'demo', 'ceo@bigcorp.test']);
    await expect(options.queryFn()).resolves.toEqual([]);
    expect(requests[0]?.path).toBe('/rest/v1/leads');
  });
});
