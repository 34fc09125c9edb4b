import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '@parley/shared/supabase';
import { aPost, fakeSupabase, type FakeRequest } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { NAVIGATION_ADAPTERS } from '../test/navigation-adapters';
import { AdminDashboard } from './AdminDashboard';

beforeAll(() => {
  vi.stubEnv('TZ', 'Europe/Paris');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const published = aPost({
  id: 'p1',
  title: 'Launch notes',
  slug: 'launch-notes',
  category: 'News',
  published_at: '2025-03-15T10:00:00+00:00',
  created_at: '2025-03-14T10:00:00+00:00',
  updated_at: '2025-04-02T10:00:00+00:00',
});
const draft = aPost({ id: 'd1', title: 'Work in progress', slug: 'wip' });
const scheduled = aPost({
  id: 's1',
  title: 'Next week',
  slug: 'next-week',
  published_at: '2099-06-01T07:30:00+00:00',
});

/** Answers a list request as PostgREST would: the requested range of `rows` and the exact total. */
function page(rows: BlogPost[], request: FakeRequest, total = rows.length) {
  const offset = Number(request.query.get('offset') ?? 0);
  const limit = Number(request.query.get('limit') ?? rows.length);
  const slice = rows.slice(0, limit);
  const last = slice.length ? offset + slice.length - 1 : offset;
  return { body: slice, headers: { 'content-range': `${offset}-${last}/${total}` } };
}

const lists = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'GET');

describe.each(NAVIGATION_ADAPTERS)('AdminDashboard, on %s', (navigation) => {
  it('lists a page of posts with their status (a scheduled one with its time in the admin’s zone)', async () => {
    const { client, requests } = fakeSupabase((request) => page([scheduled, published, draft], request));
    renderAdmin(<AdminDashboard />, { navigation, supabase: client, path: '/admin' });
    expect(screen.getByText('Loading blog posts...')).toBeInTheDocument();
    const row = (await screen.findByText('Launch notes')).closest('tr')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('News')).toBeInTheDocument();
    expect(within(row).getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(within(row).getByText('Apr 2, 2025')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Launch notes' })).toHaveAttribute(
      'href',
      '/blog/launch-notes',
    );
    expect(within(row).getByRole('link', { name: 'Edit Launch notes' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/p1',
    );
    const draftRow = screen.getByText('Work in progress').closest('tr')!;
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    const scheduledRow = screen.getByText('Next week').closest('tr')!;
    expect(within(scheduledRow).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduledRow).getByText('Jun 1, 2099, 9:30 AM (Europe/Paris)')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 3 posts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/admin/blog/new');

    // One page, counted by the database: never the whole table.
    const [first] = lists(requests);
    expect(first!.query.get('offset')).toBe('0');
    expect(first!.query.get('limit')).toBe('25');
    expect(first!.query.get('order')).toBe('created_at.desc,id.asc');
    expect(first!.query.get('select')).not.toContain('content');
  });

  it('opens the editor by its link in place, and Back returns to the list', async () => {
    const { client } = fakeSupabase((request) => page([scheduled, published, draft], request));
    const { location, navigate } = renderAdmin(<AdminDashboard />, {
      navigation,
      supabase: client,
      path: '/admin',
      initialEntry: '/admin?page=1',
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Launch notes' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/blog/edit/p1');
    await navigate(-1);
    expect(await screen.findByText('Launch notes')).toBeInTheDocument();
    expect(location().pathname + location().search).toBe('/admin?page=1');
  });

  it('pages with the exact count', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      aPost({ id: `id-${i}`, title: `Post ${i}`, slug: `p-${i}` }),
    );
    const { client, requests } = fakeSupabase((request) => page(many, request, 60));
    const { location } = renderAdmin(<AdminDashboard />, { navigation, supabase: client, path: '/admin' });
    expect(await screen.findByText('Showing 1–25 of 60 posts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 51–60 of 60 posts')).toBeInTheDocument();
    expect(lists(requests).at(-1)!.query.get('offset')).toBe('50');
    expect(location().search).toBe('?page=3');
  });

  it('filters by status and searches in the database, back on page 1', async () => {
    const { client, requests } = fakeSupabase((request) => page([scheduled], request));
    const { location } = renderAdmin(<AdminDashboard />, { navigation, supabase: client, path: '/admin' });
    await screen.findByText('Next week');
    await userEvent.click(screen.getByRole('radio', { name: 'Scheduled' }));
    await waitFor(() => expect(lists(requests).at(-1)!.query.get('published_at')).toMatch(/^gt\./));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), '100%');
    await waitFor(() => expect(lists(requests).at(-1)!.query.get('title')).toBe('ilike.*100\\%*'));
    expect(location().search).toBe('?status=scheduled&q=100%25');
  });

  it('sorts by a column header, saying which order is on', async () => {
    const { client, requests } = fakeSupabase((request) => page([published, draft], request));
    renderAdmin(<AdminDashboard />, { navigation, supabase: client, path: '/admin' });
    await screen.findByText('Launch notes');
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(lists(requests).at(-1)!.query.get('order')).toBe('title.asc,id.asc'));
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(lists(requests).at(-1)!.query.get('order')).toBe('title.desc,id.asc'));
  });

  it('reads a bad address as the defaults', async () => {
    const { client, requests } = fakeSupabase((request) => page([draft], request));
    renderAdmin(<AdminDashboard />, {
      navigation,
      supabase: client,
      path: '/admin',
      initialEntry: '/admin?status=deleted&sort=content;drop&page=-4',
    });
    await screen.findByText('Work in progress');
    const [first] = lists(requests);
    expect(first!.query.get('order')).toBe('created_at.desc,id.asc');
    expect(first!.query.get('offset')).toBe('0');
    expect(first!.query.has('published_at')).toBe(false);
  });

  it('says so when there are no posts, none match, or they cannot load', async () => {
    const empty = fakeSupabase((request) => page([], request));
    const { unmount } = renderAdmin(<AdminDashboard />, {
      navigation,
      supabase: empty.client,
      path: '/admin',
    });
    expect(await screen.findByText('No blog posts yet. Create your first post!')).toBeInTheDocument();
    unmount();
    const none = fakeSupabase((request) => page([], request));
    const second = renderAdmin(<AdminDashboard />, {
      navigation,
      supabase: none.client,
      path: '/admin',
      initialEntry: '/admin?status=draft',
    });
    expect(await screen.findByText('No posts match this filter.')).toBeInTheDocument();
    second.unmount();
    const failing = fakeSupabase(() => ({ status: 500, body: { code: 'XX000', message: 'boom' } }));
    renderAdmin(<AdminDashboard />, { navigation, supabase: failing.client, path: '/admin' });
    // The one retry of a failed query comes first.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error loading blog posts. Please try again.',
    );
  });

  it('deletes only after the confirm, then toasts and reloads the list', async () => {
    let posts = [published, draft];
    const { client, requests } = fakeSupabase((request) => {
      if (request.method === 'DELETE') {
        posts = posts.filter((post) => `eq.${post.id}` !== request.query.get('id'));
        return { body: [{ id: request.query.get('id')?.slice(3) }] };
      }
      return page(posts, request);
    });
    const confirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { host } = renderAdmin(<AdminDashboard />, {
      navigation,
      supabase: client,
      confirm,
      path: '/admin',
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Work in progress' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this post?');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Work in progress' }));
    await waitFor(() => expect(screen.queryByText('Work in progress')).not.toBeInTheDocument());
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Blog post deleted successfully' });
    expect(screen.getByText('Launch notes')).toBeInTheDocument();
  });

  it('deletes once when Delete is double-clicked: one question, one request, no "failed" after it', async () => {
    let posts = [published, draft];
    const { client, requests } = fakeSupabase((request) => {
      if (request.method === 'DELETE') {
        const before = posts.length;
        posts = posts.filter((post) => `eq.${post.id}` !== request.query.get('id'));
        return { body: posts.length < before ? [{ id: request.query.get('id')?.slice(3) }] : [] };
      }
      return page(posts, request);
    });
    const confirm = vi.fn(async () => true);
    const { host } = renderAdmin(<AdminDashboard />, {
      navigation,
      supabase: client,
      confirm,
      path: '/admin',
    });
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('button', { name: 'Delete Work in progress' }));
    await waitFor(() => expect(screen.queryByText('Work in progress')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(host.notify).toHaveBeenCalledTimes(1);
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Blog post deleted successfully' });
  });

  it('toasts a failed delete', async () => {
    const { client } = fakeSupabase((request) =>
      request.method === 'DELETE' ? { body: [] } : page([draft], request),
    );
    const { host } = renderAdmin(<AdminDashboard />, { navigation, supabase: client, path: '/admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Work in progress' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Failed to delete blog post' }),
    );
  });
});
