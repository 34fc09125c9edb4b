import type { BlogPost } from '@parley/shared/supabase';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { resetFirstPostSeeding } from '../api/seed-first-post';
import {
  FIRST_POST_MESSAGES,
  RELOAD_DELAY_MS,
  useSeedFirstPost,
  type SeedFirstPostOptions,
} from './use-seed-first-post';

const mocks = vi.hoisted(() => ({
  createFirstPostIfNone: vi.fn<(client: unknown, userId: string) => Promise<BlogPost | null>>(),
  show: vi.fn(),
  reloadPage: vi.fn(),
}));

vi.mock('@parley/shared/posts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@parley/shared/posts')>()),
  createFirstPostIfNone: mocks.createFirstPostIfNone,
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: mocks.show } }));
vi.mock('../../../lib/supabase-client', () => ({ getSupabase: () => ({ client: 'fake' }) }));
vi.mock('../lib/reload-page', () => ({ reloadPage: mocks.reloadPage }));

const created = { id: 'first', title: 'First' } as BlogPost;

function Seeder(props: SeedFirstPostOptions) {
  useSeedFirstPost(props);
  return null;
}

function renderSeeder(props: SeedFirstPostOptions, queryClient = new QueryClient()) {
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Seeder {...props} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, invalidate };
}

// The hook imports the seeding code when an admin signs in; loaded once here, that import resolves
// within the fake-timer steps below.
beforeAll(() => import('../api/create-first-post'));

beforeEach(() => {
  resetFirstPostSeeding();
  vi.clearAllMocks();
  window.history.pushState({}, '', '/blog');
});
afterEach(() => vi.useRealTimers());

describe('useSeedFirstPost', () => {
  it('does nothing for visitors and signed-in customers', async () => {
    renderSeeder({ userId: undefined, isAdmin: false });
    renderSeeder({ userId: 'customer', isAdmin: false });
    await Promise.resolve();
    expect(mocks.createFirstPostIfNone).not.toHaveBeenCalled();
  });

  it('creates the first post once despite StrictMode and remounts, then toasts, invalidates and reloads /blog', async () => {
    vi.useFakeTimers();
    mocks.createFirstPostIfNone.mockResolvedValue(created);
    const { invalidate, unmount } = renderSeeder({ userId: 'admin-id', isAdmin: true });
    unmount();
    renderSeeder({ userId: 'admin-id', isAdmin: true });
    await vi.advanceTimersByTimeAsync(0);

    expect(mocks.createFirstPostIfNone).toHaveBeenCalledTimes(1);
    // The seed's cover is served by this site, so its URL is built from the site's own.
    expect(mocks.createFirstPostIfNone).toHaveBeenCalledWith({ client: 'fake' }, 'admin-id', {
      siteUrl: env.siteUrl,
    });
    expect(mocks.show).toHaveBeenCalledTimes(1);
    expect(mocks.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: FIRST_POST_MESSAGES.created }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['posts'] });

    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1);
    expect(mocks.reloadPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(mocks.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload other pages', async () => {
    vi.useFakeTimers();
    window.history.pushState({}, '', '/admin');
    mocks.createFirstPostIfNone.mockResolvedValue(created);
    renderSeeder({ userId: 'admin-id', isAdmin: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(mocks.show).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS * 2);
    expect(mocks.reloadPage).not.toHaveBeenCalled();
  });

  it('stays quiet when a post already exists', async () => {
    mocks.createFirstPostIfNone.mockResolvedValue(null);
    const { invalidate } = renderSeeder({ userId: 'admin-id', isAdmin: true });
    await waitFor(() => expect(mocks.createFirstPostIfNone).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(mocks.show).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('says so when creating the post fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.createFirstPostIfNone.mockRejectedValue(new Error('insert refused'));
    renderSeeder({ userId: 'admin-id', isAdmin: true });
    await waitFor(() =>
      expect(mocks.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: FIRST_POST_MESSAGES.failed }),
      ),
    );
    expect(mocks.show).toHaveBeenCalledTimes(1);
  });
});
