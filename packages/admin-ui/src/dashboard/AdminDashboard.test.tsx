import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aPost, fakeSupabase } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { AdminDashboard } from './AdminDashboard';

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

describe('AdminDashboard', () => {
  it('lists every post with status, category, dates and actions', async () => {
    const { client } = fakeSupabase(() => ({ body: [published, draft] }));
    renderAdmin(<AdminDashboard />, { supabase: client });
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
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/admin/blog/new');
  });

  it('says so when there are no posts, or when they cannot load', async () => {
    const empty = fakeSupabase(() => ({ body: [] }));
    const { unmount } = renderAdmin(<AdminDashboard />, { supabase: empty.client });
    expect(await screen.findByText('No blog posts yet. Create your first post!')).toBeInTheDocument();
    unmount();
    const failing = fakeSupabase(() => ({ status: 500, body: { code: 'XX000', message: 'boom' } }));
    renderAdmin(<AdminDashboard />, { supabase: failing.client });
    // The spec's one retry comes first.
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
      return { body: posts };
    });
    const confirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { host } = renderAdmin(<AdminDashboard />, { supabase: client, confirm });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Work in progress' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this post?');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Work in progress' }));
    await waitFor(() => expect(screen.queryByText('Work in progress')).not.toBeInTheDocument());
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Blog post deleted successfully' });
    expect(screen.getByText('Launch notes')).toBeInTheDocument();
  });

  it('toasts a failed delete', async () => {
    const { client } = fakeSupabase((request) =>
      request.method === 'DELETE' ? { body: [] } : { body: [draft] },
    );
    const { host } = renderAdmin(<AdminDashboard />, { supabase: client });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Work in progress' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Failed to delete blog post' }),
    );
  });
});
