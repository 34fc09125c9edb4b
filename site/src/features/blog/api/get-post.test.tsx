import { NotFoundError } from '@parley/shared/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePost } from './get-post';

// A plain function, not vi.fn(): the test controls each answer and counts the calls itself.
const fetches = vi.hoisted(() => ({ count: 0, answer: (): Promise<unknown> => Promise.resolve(null) }));
function getPostBySlug(): Promise<unknown> {
  fetches.count += 1;
  return fetches.answer();
}

vi.mock('@parley/shared/queries', async (importOriginal) => {
  const shared = await importOriginal<typeof import('@parley/shared/queries')>();
  return {
    ...shared,
    publicPostQueries: {
      ...shared.publicPostQueries,
      // The real key and `enabled`; the fetch is the test's.
      bySlug: (...args: Parameters<typeof shared.publicPostQueries.bySlug>) => ({
        ...shared.publicPostQueries.bySlug(...args),
        queryFn: getPostBySlug,
      }),
    },
  };
});
vi.mock('../../../lib/supabase-client', () => ({ getSupabase: () => ({}) }));

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

beforeEach(() => {
  fetches.count = 0;
});

describe('usePost', () => {
  it('does not fetch without a slug', () => {
    const { result } = renderHook(() => usePost(undefined), wrapper());
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetches.count).toBe(0);
  });

  it('caches the post under ["posts", "by-slug", slug]', async () => {
    fetches.answer = () => Promise.resolve({ id: '1', slug: 'hello' });
    const { client, wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => usePost('hello'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(client.getQueryData(['posts', 'by-slug', 'hello'])).toEqual({ id: '1', slug: 'hello' });
  });

  it('retries a failed fetch once', async () => {
    fetches.answer = () => Promise.reject(new Error('network down'));
    const { result } = renderHook(() => usePost('hello'), wrapper());
    await waitFor(() => expect(result.current.status).toBe('error'), { timeout: 3000 });
    expect(fetches.count).toBe(2);
  });

  it('does not retry when the post does not exist', async () => {
    fetches.answer = () => Promise.reject(new NotFoundError('no post'));
    const { result } = renderHook(() => usePost('missing'), wrapper());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(fetches.count).toBe(1);
  });
});
