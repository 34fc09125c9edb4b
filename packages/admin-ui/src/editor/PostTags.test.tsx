import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TAG_MESSAGES } from '../tags/tag-messages';
import { aPost, fakeSupabase } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { PostEditor } from './PostEditor';
import { valuesFromPost } from './post-form-values';
import { findContentEditor } from '../test/markdown-editor';

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Tagged Post');
  await user.type(screen.getByRole('textbox', { name: 'Excerpt' }), 'A short summary');
  await user.type(await findContentEditor(), 'Some body');
}

describe('the editor’s tags', () => {
  it('offers existing tags, and saves the typed names with the new post, one per slug', async () => {
    const { client, tagRequests } = fakeSupabase(
      (request) => ({ status: 201, body: { ...aPost(), ...(request.body as object) } }),
      (request) =>
        request.path.endsWith('/admin_tags')
          ? { body: [{ id: 't1', name: 'Deal Desk', slug: 'deal-desk', post_count: 3, published_count: 2 }] }
          : undefined,
    );
    renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    const tags = screen.getByLabelText('Tags', { selector: 'input' });
    await user.click(tags);
    await user.type(tags, 'Dea');
    await user.click(await screen.findByRole('option', { name: 'Deal Desk', hidden: true }));
    await user.type(tags, 'Pricing,pricing,');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() =>
      expect(tagRequests.some((request) => request.path.endsWith('/set_post_tags'))).toBe(true),
    );
    const saved = tagRequests.find((request) => request.path.endsWith('/set_post_tags'));
    expect(saved?.body).toMatchObject({ names: ['Deal Desk', 'Pricing'] });
  });

  it('refuses a name over 40 characters or without a letter, and saves nothing', async () => {
    const { client, requests, tagRequests } = fakeSupabase(() => ({ status: 201, body: aPost() }));
    renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    const tags = screen.getByLabelText('Tags', { selector: 'input' });
    await user.type(tags, `${'x'.repeat(41)},`);
    expect(await screen.findByText(TAG_MESSAGES.tooLong)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(tagRequests.filter((request) => request.path.endsWith('/set_post_tags'))).toHaveLength(0);
  });

  it('saves Cyrillic and Greek tags, one per Latin spelling', async () => {
    const { client, tagRequests } = fakeSupabase((request) => ({
      status: 201,
      body: { ...aPost(), ...(request.body as object) },
    }));
    renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    const tags = screen.getByLabelText('Tags', { selector: 'input' });
    await user.type(tags, 'Переговоры,ПЕРЕГОВОРЫ,Διαπραγμάτευση,');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() =>
      expect(tagRequests.some((request) => request.path.endsWith('/set_post_tags'))).toBe(true),
    );
    const saved = tagRequests.find((request) => request.path.endsWith('/set_post_tags'));
    expect(saved?.body).toMatchObject({ names: ['Переговоры', 'Διαπραγμάτευση'] });
  });

  it('says why a word mixing lookalike scripts is no tag, refuses invisible characters, and saves nothing', async () => {
    const { client, requests, tagRequests } = fakeSupabase(() => ({ status: 201, body: aPost() }));
    renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    const tags = screen.getByLabelText('Tags', { selector: 'input' });
    await user.type(tags, 'Gօօgle,');
    expect(await screen.findByText(TAG_MESSAGES.mixedScripts)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await user.type(tags, '{Backspace}Pricing\u200b,');
    expect(await screen.findByText(TAG_MESSAGES.invisible)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(tagRequests.filter((request) => request.path.endsWith('/set_post_tags'))).toHaveLength(0);
  });

  it('says so when the post is saved but its tags are not', async () => {
    const { client } = fakeSupabase(
      (request) => ({ status: 201, body: { ...aPost(), ...(request.body as object) } }),
      (request) =>
        request.path.endsWith('/set_post_tags')
          ? { status: 400, body: { code: '22023', message: 'no' } }
          : undefined,
    );
    const { host } = renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Tags', { selector: 'input' }), 'Pricing,');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: TAG_MESSAGES.saveFailed }),
    );
  });

  it('asks before leaving when only the tags changed, and not once they are back as stored', async () => {
    const post = aPost();
    const { client } = fakeSupabase(
      (request) =>
        request.path === '/rest/v1/tags'
          ? { body: [{ name: 'Deal Desk', slug: 'deal-desk' }] }
          : { body: [post] },
      (request) => (request.path === '/rest/v1/post_tags' ? { body: [{ tag_id: 't1' }] } : undefined),
    );
    const confirm = vi.fn(async () => false);
    const { location } = renderAdmin(<PostEditor postId={post.id} />, { supabase: client, confirm });
    const user = userEvent.setup();
    const tags = await screen.findByLabelText('Tags', { selector: 'input' });
    await waitFor(() => expect(tags).toBeEnabled());
    await user.type(tags, 'Pricing,');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(location().pathname).toBe('/under-test');
    // Taken off again: the post's tags are as stored, so leaving no longer asks.
    await user.click(tags);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(screen.queryByText('Pricing')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the typed tags in the autosaved draft, a change to them alone included, and opens a draft’s tags', async () => {
    const post = aPost();
    const { client } = fakeSupabase(() => ({ body: [post] }));
    const drafts = { save: vi.fn(), discard: vi.fn() };
    const { unmount } = renderAdmin(<PostEditor postId={post.id} />, { supabase: client, drafts });
    const user = userEvent.setup();
    const tags = await screen.findByLabelText('Tags', { selector: 'input' });
    await waitFor(() => expect(tags).toBeEnabled());
    await user.type(tags, 'Pricing,Deal Desk,');
    await waitFor(() =>
      expect(drafts.save).toHaveBeenLastCalledWith(
        expect.objectContaining({ key: post.id, tags: ['Pricing', 'Deal Desk'] }),
      ),
    );
    unmount();
    // The recovered draft: its tags are shown, and they are unsaved changes.
    const confirm = vi.fn(async () => false);
    renderAdmin(
      <PostEditor postId={post.id} restoredValues={valuesFromPost(post)} restoredTags={['Recovered tag']} />,
      { supabase: client, confirm },
    );
    expect(await screen.findByText('Recovered tag')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
  }, 15_000);
});
