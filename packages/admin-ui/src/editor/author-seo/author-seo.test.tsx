import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPost, fakeSupabase, withSideReads, type FakeRequest } from '../../test/fake-posts-api';
import { renderAdmin } from '../../test/render-admin';
import { PostEditor } from '../PostEditor';
import { findContentEditor } from '../../test/markdown-editor';

// Issue #34's part of the editor: the author, the search and social fields with their previews and
// counts, and Share preview.

const GRACE = { user_id: '5b8f0c1e-0000-4000-8000-00000000000b', slug: 'grace', name: 'Grace Hopper' };

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Agents at work');
  await user.type(screen.getByRole('textbox', { name: 'Excerpt' }), 'What the agents do');
  await user.type(await findContentEditor(), 'Body');
}

describe('the editor’s search and social fields', () => {
  it('count against what search engines show and preview the result and the card as you type', async () => {
    const { client } = fakeSupabase(() => ({ body: [] }));
    renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    const search = screen.getByRole('figure', { name: 'Search result preview' });
    // Defaults: the title and the excerpt.
    expect(search).toHaveTextContent('Agents at work | Parley');
    expect(search).toHaveTextContent('What the agents do');
    expect(screen.getByText('14 / 60 characters')).toBeInTheDocument();

    const long = 'An overly long search title that goes well past sixty characters';
    await user.type(screen.getByRole('textbox', { name: /Search headline/ }), long);
    expect(screen.getByText(/^64 \/ 60 characters/)).toHaveTextContent(
      'Search engines show about 60 characters of a title: the rest is cut.',
    );
    expect(search).toHaveTextContent('…');
    expect(screen.getByRole('figure', { name: 'Social card preview' })).toHaveTextContent(long);
    await user.type(screen.getByRole('textbox', { name: /Meta description/ }), 'Short description');
    expect(search).toHaveTextContent('Short description');
  });

  it('refuses a bad social image or canonical URL with its message, saving nothing', async () => {
    const { client, requests } = fakeSupabase(() => ({ body: [] }));
    renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Social image URL' }), 'javascript:alert(1)');
    await user.type(screen.getByRole('textbox', { name: /Canonical URL/ }), '/relative');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Social image must be an http or https URL')).toBeInTheDocument();
    expect(screen.getByText('Canonical URL must be an http or https URL')).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('stores the chosen author and the fields, empty ones as null', async () => {
    const { client, requests } = fakeSupabase(
      withSideReads((request: FakeRequest) =>
        request.path === '/rest/v1/author_profiles'
          ? { body: [GRACE] }
          : { status: 201, body: { ...aPost(), ...(request.body as object) } },
      ),
    );
    const { location } = renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('combobox', { name: 'Author' }));
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: /Search headline/ }), 'For search');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      author_id: GRACE.user_id,
      meta_title: 'For search',
      meta_description: null,
      social_image: null,
      canonical_url: null,
    });
  });
});

describe('Share preview', () => {
  const draft = aPost({ id: '5b8f0c1e-0000-4000-8000-0000000000d1', published_at: null });
  const token = 'ab'.repeat(32);

  it('makes a link shown once, lists the live links and revokes one', async () => {
    let links = [
      {
        id: 'link-1',
        post_id: draft.id,
        created_by: null,
        created_at: draft.created_at,
        expires_at: '2030-01-08T00:00:00Z',
      },
    ];
    const { client, requests } = fakeSupabase(
      withSideReads((request: FakeRequest) => {
        if (request.path === '/rest/v1/rpc/create_post_preview') {
          return { body: { id: 'link-2', token, expires_at: '2030-01-09T00:00:00Z' } };
        }
        if (request.path === '/rest/v1/rpc/revoke_post_preview') {
          const before = links.length;
          links = links.filter((link) => link.id !== (request.body as { link_id: string }).link_id);
          return { body: links.length < before };
        }
        if (request.path === '/rest/v1/post_preview_tokens') return { body: links };
        if (request.path === '/rest/v1/author_profiles') return { body: [] };
        return { body: [draft] };
      }),
    );
    const { host } = renderAdmin(<PostEditor postId={draft.id} />, { supabase: client });
    const user = userEvent.setup();
    expect(await screen.findByText('Expires January 8, 2030')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share preview' }));
    expect(await screen.findByText(`https://site.example/blog/preview/${token}`)).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/rest/v1/rpc/create_post_preview')?.body).toEqual({
      post_id: draft.id,
      days: 7,
    });

    const row = screen.getByText('Expires January 8, 2030').closest('div')!;
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Preview link revoked' }),
    );
    await waitFor(() => expect(screen.queryByText('Expires January 8, 2030')).toBeNull());
  });

  it('is offered on a stored draft only, never a published post', async () => {
    const { client } = fakeSupabase(() => ({ body: [{ ...draft, published_at: '2025-01-01T00:00:00Z' }] }));
    renderAdmin(<PostEditor postId={draft.id} />, { supabase: client });
    expect(
      await screen.findByText('Save the post as a draft or scheduled post to share a preview.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share preview' })).toBeNull();
  });
});
