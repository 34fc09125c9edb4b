// @vitest-environment jsdom
import { NotFoundError } from '@parley/shared/errors';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateQueryState, queryStateScript, QUERY_STATE_ID } from './query-state';

/** A server render's query cache: a post read at the current (fake) time, and a slug not found. */
async function serverCache(title: string): Promise<QueryClient> {
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: ['posts', 'detail', 'a'], queryFn: () => ({ title }) });
  await client.prefetchQuery({
    queryKey: ['posts', 'detail', 'missing'],
    queryFn: () => Promise.reject(new NotFoundError('Blog post not found')),
    retry: false,
  });
  return client;
}

afterEach(() => vi.useRealTimers());

describe('queryStateScript', () => {
  it('gives the same bytes for the same data read at other moments (so the same ETag)', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const first = queryStateScript(await serverCache('Anchors'));
    vi.setSystemTime(Date.UTC(2026, 5, 1, 12, 34, 56, 789));
    const later = queryStateScript(await serverCache('Anchors'));
    expect(later).toBe(first);
    expect(first).toContain('"dataUpdatedAt":0');
    expect(first).not.toContain(String(Date.UTC(2026, 0, 1)));
  });

  it('gives other bytes for other data', async () => {
    expect(queryStateScript(await serverCache('Anchors, edited'))).not.toBe(
      queryStateScript(await serverCache('Anchors')),
    );
  });

  it('writes nothing for a cache without settled queries', () => {
    expect(queryStateScript(new QueryClient())).toBe('');
  });
});

describe('hydrateQueryState', () => {
  it('dates the data and the errors at the moment the browser reads them: fresh, nothing refetched', async () => {
    document.body.innerHTML = queryStateScript(await serverCache('Anchors'));
    const browser = new QueryClient();
    const now = Date.UTC(2026, 0, 2);
    hydrateQueryState(browser, document, now);
    const post = browser.getQueryCache().find({ queryKey: ['posts', 'detail', 'a'] })!;
    expect(post.state).toMatchObject({ data: { title: 'Anchors' }, dataUpdatedAt: now, status: 'success' });
    // With the blog's 30 s staleTime the post is fresh when read, so hydrating does not fetch it.
    vi.useFakeTimers({ now: now + 29_000 });
    expect(post.isStaleByTime(30_000)).toBe(false);
    const missing = browser.getQueryCache().find({ queryKey: ['posts', 'detail', 'missing'] })!;
    expect(missing.state).toMatchObject({ status: 'error', errorUpdatedAt: now, dataUpdatedAt: 0 });
  });

  it('leaves the cache empty when the page carries no state, or an empty one', () => {
    document.body.innerHTML = `<script id="${QUERY_STATE_ID}" type="application/json"></script>`;
    const browser = new QueryClient();
    hydrateQueryState(browser, document, 1);
    document.body.innerHTML = '';
    hydrateQueryState(browser, document, 1);
    expect(browser.getQueryCache().getAll()).toEqual([]);
  });
});
