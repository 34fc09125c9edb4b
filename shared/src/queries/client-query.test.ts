import { describe, expect, it, vi } from 'vitest';
import type { ParleySupabaseClient } from '../supabase/client';
import { createTestClient } from '../testing/test-client';
import { clientQuery } from './client-query';
import { QUERY_DEFAULTS } from './query-keys';

describe('clientQuery', () => {
  it('answers the key, the spec defaults and no enabled flag unless given', () => {
    const options = clientQuery(['k', 1], createTestClient().client, async () => 'data');
    expect(options).toEqual({ ...QUERY_DEFAULTS, queryKey: ['k', 1], queryFn: expect.any(Function) });
    expect('enabled' in options).toBe(false);
    expect(clientQuery(['k'], createTestClient().client, async () => 0, false).enabled).toBe(false);
  });

  it('calls a loader only when the query runs, once a fetch, and hands its client to the fetch', async () => {
    const { client } = createTestClient();
    const load = vi.fn(async () => client);
    const fetch = vi.fn(async (given: ParleySupabaseClient) => (given === client ? 'data' : 'wrong client'));
    const options = clientQuery(['k'], load, fetch);
    expect(load).not.toHaveBeenCalled();

    await expect(options.queryFn()).resolves.toBe('data');
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);

    await options.queryFn();
    expect([load.mock.calls.length, fetch.mock.calls.length]).toEqual([2, 2]);
  });

  it('uses a client in hand as it is', async () => {
    const { client } = createTestClient();
    const fetch = vi.fn(async (given: ParleySupabaseClient) => given);
    await expect(clientQuery(['k'], client, fetch).queryFn()).resolves.toBe(client);
  });

  it('fails the query when the loader fails, without fetching', async () => {
    const fetch = vi.fn(async () => 'data');
    const options = clientQuery(['k'], () => Promise.reject(new Error('chunk failed')), fetch);
    await expect(options.queryFn()).rejects.toThrow('chunk failed');
    expect(fetch).not.toHaveBeenCalled();
  });
});
