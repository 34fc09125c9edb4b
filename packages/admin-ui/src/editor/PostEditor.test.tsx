import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '../messages';
import { DraftImagesNotKeptError } from '../host/draft-images-not-kept';
import { aPost, fakeSupabase } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { NAVIGATION_ADAPTERS } from '../test/navigation-adapters';
import { PostEditor } from './PostEditor';
import { valuesFromPost } from './post-form-values';
import { findContentEditor } from '../test/markdown-editor';

const slugTaken = {
  status: 409,
  body: { code: '23505', message: 'duplicate key value violates unique constraint "blog_posts_slug_key"' },
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'My First Post');
  await user.type(screen.getByRole('textbox', { name: 'Excerpt' }), 'A short summary');
  await user.type(await findContentEditor(), 'Some **body**');
}

describe.each(NAVIGATION_ADAPTERS)('PostEditor (new post), on %s', (navigation) => {
  it('shows the required-field messages instead of saving an empty post', async () => {
    const { client, requests } = fakeSupabase(() => ({ body: [] }));
    renderAdmin(<PostEditor />, { navigation, supabase: client });
    expect(screen.getByRole('heading', { name: 'Create New Blog Post' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    for (const message of [
      'Title is required',
      'Slug is required',
      'Excerpt is required',
      'Content is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(requests).toHaveLength(0);
  });

  it('makes the slug from the title, previews the content and creates a draft', async () => {
    const { client, requests } = fakeSupabase((request) => ({
      status: 201,
      body: { ...aPost(), ...(request.body as object) },
    }));
    const { host, location } = renderAdmin(<PostEditor />, { navigation, supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('my-first-post');
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('body'));
    expect(screen.getByRole('radio', { name: 'Draft' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Blog post created successfully' });
    const insert = requests.find((request) => request.method === 'POST');
    expect(insert?.body).toMatchObject({
      title: 'My First Post',
      slug: 'my-first-post',
      published_at: null,
      author_id: 'admin-user-id',
    });
  });

  it('shows a taken slug on the Slug field, not as a toast', async () => {
    const { client } = fakeSupabase(() => slugTaken);
    const { host } = renderAdmin(<PostEditor />, { navigation, supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('This slug is already used by another post')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('aria-invalid', 'true');
    expect(host.notify).not.toHaveBeenCalled();
  });
});

describe.each(NAVIGATION_ADAPTERS)('PostEditor (existing post), on %s', (navigation) => {
  const stored = aPost({
    id: '5b8f0c1e-0000-4000-8000-0000000000a1',
    title: 'Stored',
    slug: 'stored-slug',
    published_at: '2025-03-15T10:00:00+00:00',
  });

  it('opens with the stored values, keeps the slug when the title changes and updates', async () => {
    const { client, requests } = fakeSupabase((request) =>
      request.method === 'PATCH'
        ? { body: [{ ...stored, ...(request.body as object) }] }
        : { body: [stored] },
    );
    const { host, location } = renderAdmin(<PostEditor postId="5b8f0c1e-0000-4000-8000-0000000000a1" />, {
      navigation,
      supabase: client,
    });
    expect(screen.getByText('Loading blog post...')).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('radio', { name: 'Publish now' })).toBeChecked();
    const user = userEvent.setup();
    await user.type(title, ' again');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('stored-slug');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Blog post updated successfully' });
    const update = requests.find((request) => request.method === 'PATCH')!;
    expect(update.query.get('updated_at')).toBe(`eq.${stored.updated_at}`);
    // The write's invalidation (every ['posts'] query) does not read the post again under the editor.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('refuses to overwrite a newer version and offers reload or overwrite', async () => {
    let patches = 0;
    const { client, requests } = fakeSupabase((request) => {
      if (request.method !== 'PATCH') return { body: [stored] };
      patches += 1;
      // First save: guarded by the old updated_at, no row matches. Overwrite: plain update.
      return { body: request.query.has('updated_at') ? [] : [{ ...stored, ...(request.body as object) }] };
    });
    const { host, location } = renderAdmin(<PostEditor postId="5b8f0c1e-0000-4000-8000-0000000000a1" />, {
      navigation,
      supabase: client,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), ' mine');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByRole('dialog', { name: 'This post has changed' })).toBeInTheDocument();
    expect(host.notify).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/under-test');

    await user.click(screen.getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(patches).toBe(2);
    // The last write (the editor's newsletter part reads its own functions meanwhile).
    expect(requests.filter((request) => request.method === 'PATCH').at(-1)?.body).toMatchObject({
      title: 'Stored mine',
    });
  });

  it('saves a restored draft against the version it was typed on; Reload drops the draft with the changes', async () => {
    const { client, requests } = fakeSupabase((request) =>
      request.method === 'PATCH' ? { body: [] } : { body: [stored] },
    );
    const drafts = { save: vi.fn(), discard: vi.fn() };
    const older = '2025-01-01T00:00:00.000000+00:00';
    renderAdmin(
      <PostEditor
        postId={stored.id}
        restoredValues={{ ...valuesFromPost(stored), excerpt: 'Typed before the session ended' }}
        restoredBasedOn={older}
      />,
      { navigation, supabase: client, drafts },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'Excerpt' })).toHaveValue(
      'Typed before the session ended',
    );
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByRole('dialog', { name: 'This post has changed' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.query.get('updated_at')).toBe(
      `eq.${older}`,
    );

    await user.click(screen.getByRole('button', { name: /reload/i }));
    await waitFor(() => expect(drafts.discard).toHaveBeenCalledWith(stored.id));
  });

  it('takes the restored-draft notice away with the draft when Reload drops it', async () => {
    const { client } = fakeSupabase((request) =>
      request.method === 'PATCH' ? { body: [] } : { body: [stored] },
    );
    const drafts = { save: vi.fn(), discard: vi.fn() };
    renderAdmin(
      <PostEditor
        postId={stored.id}
        restoredValues={{ ...valuesFromPost(stored), excerpt: 'Typed before the session ended' }}
        restoredBasedOn="2025-01-01T00:00:00.000000+00:00"
        restoredNotice="Your unsaved changes were restored."
      />,
      { navigation, supabase: client, drafts },
    );
    const user = userEvent.setup();
    const notice = await screen.findByText('Your unsaved changes were restored.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await user.click(await screen.findByRole('button', { name: /reload/i }));
    await waitFor(() => expect(drafts.discard).toHaveBeenCalledWith(stored.id));
    // Their version is on screen, the draft's text gone: so is the notice that spoke of it.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Excerpt' })).toHaveValue(stored.excerpt));
    expect(screen.queryByText('Your unsaved changes were restored.')).not.toBeInTheDocument();
  });

  it('shows no restored-draft notice over the stored post when no draft was restored', async () => {
    const { client } = fakeSupabase(() => ({ body: [stored] }));
    renderAdmin(<PostEditor postId={stored.id} restoredNotice="Your unsaved changes were restored." />, {
      navigation,
      supabase: client,
    });
    await screen.findByRole('textbox', { name: 'Excerpt' });
    expect(screen.queryByText('Your unsaved changes were restored.')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { client } = fakeSupabase(() => ({ body: [stored] }));
    const confirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { location } = renderAdmin(<PostEditor postId="5b8f0c1e-0000-4000-8000-0000000000a1" />, {
      navigation,
      supabase: client,
      confirm,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Excerpt' }), ' more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving?'),
    );
    expect(location().pathname).toBe('/under-test');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
  });

  it('toasts "Blog post not found" and returns to the dashboard for a missing post', async () => {
    const { client } = fakeSupabase(() => ({ body: [] }));
    const { host, location } = renderAdmin(<PostEditor postId="missing" />, { navigation, supabase: client });
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Blog post not found' });
  });
});

describe.each(NAVIGATION_ADAPTERS)(
  'PostEditor in a shell that keeps drafts (the studio), on %s',
  (navigation) => {
    const drafts = () => ({ save: vi.fn(), discard: vi.fn() });

    it('hands the unsaved values over once typing pauses, and discards them once saved', async () => {
      const { client } = fakeSupabase((request) => ({
        status: 201,
        body: { ...aPost(), ...(request.body as object) },
      }));
      const store = drafts();
      const { location } = renderAdmin(<PostEditor />, { navigation, supabase: client, drafts: store });
      const user = userEvent.setup();
      await fillRequired(user);
      await waitFor(() =>
        expect(store.save).toHaveBeenLastCalledWith({
          key: 'new',
          title: 'My First Post',
          values: expect.objectContaining({
            title: 'My First Post',
            content: 'Some **body**',
            slug: 'my-first-post',
          }),
          tags: [],
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Create Post' }));
      await waitFor(() => expect(location().pathname).toBe('/admin'));
      expect(store.discard).toHaveBeenCalledWith('new');
    }, 15_000);

    it('tells the person once when their edits cannot be kept, and again if it fails anew after working', async () => {
      const { client } = fakeSupabase(() => ({ body: [] }));
      let refuse = true;
      const store = {
        save: vi.fn(async () => {
          if (refuse) throw new Error('At most 100 drafts are kept: save or discard some first.');
        }),
        discard: vi.fn(),
      };
      const { host } = renderAdmin(<PostEditor />, { navigation, supabase: client, drafts: store });
      const user = userEvent.setup();
      const notice = { kind: 'error', message: ADMIN_MESSAGES.draftNotKept };
      const content = await findContentEditor();
      await user.type(content, 'One');
      await waitFor(() => expect(host.notify).toHaveBeenCalledWith(notice));
      await user.type(content, ' two');
      await waitFor(() => expect(store.save).toHaveBeenCalledTimes(2));
      await user.type(content, ' three');
      await waitFor(() => expect(store.save).toHaveBeenCalledTimes(3));
      expect(host.notify).toHaveBeenCalledTimes(1);
      refuse = false;
      await user.type(content, ' four');
      await waitFor(() => expect(store.save).toHaveBeenCalledTimes(4));
      refuse = true;
      await user.type(content, ' five');
      await waitFor(() => expect(host.notify).toHaveBeenCalledTimes(2));
    }, 20_000);

    it('says the text is kept and the waiting pictures not when the shell keeps only the text', async () => {
      const { client } = fakeSupabase(() => ({ body: [] }));
      let dropped = 2;
      const store = {
        save: vi.fn(async () => {
          throw new DraftImagesNotKeptError(dropped);
        }),
        discard: vi.fn(),
      };
      const { host } = renderAdmin(<PostEditor />, { navigation, supabase: client, drafts: store });
      const user = userEvent.setup();
      const content = await findContentEditor();
      await user.type(content, 'One');
      await waitFor(() =>
        expect(host.notify).toHaveBeenCalledWith({
          kind: 'error',
          message:
            'Your text is kept in this browser, but not the 2 pictures waiting to upload: they are too large for its storage. Keep this page open until they are uploaded.',
        }),
      );
      expect(host.notify).not.toHaveBeenCalledWith({ kind: 'error', message: ADMIN_MESSAGES.draftNotKept });
      // Told once while it stays so; a different loss (one picture now) is told anew.
      await user.type(content, ' two');
      await waitFor(() => expect(store.save).toHaveBeenCalledTimes(2));
      expect(host.notify).toHaveBeenCalledTimes(1);
      dropped = 1;
      await user.type(content, ' three');
      await waitFor(() =>
        expect(host.notify).toHaveBeenLastCalledWith({
          kind: 'error',
          message:
            'Your text is kept in this browser, but not the picture waiting to upload: it is too large for its storage. Keep this page open until it is uploaded.',
        }),
      );
    }, 20_000);

    it('stores nothing while the form is unchanged', async () => {
      const { client } = fakeSupabase(() => ({ body: [] }));
      const store = drafts();
      renderAdmin(<PostEditor />, { navigation, supabase: client, drafts: store });
      await findContentEditor();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(store.save).not.toHaveBeenCalled();
    });

    it('opens a recovered draft over the stored post, as unsaved changes', async () => {
      const post = aPost();
      const { client } = fakeSupabase(() => ({ body: [post] }));
      const confirm = vi.fn(async () => false);
      renderAdmin(
        <PostEditor
          postId={post.id}
          restoredValues={{ ...valuesFromPost(post), title: 'Recovered title', content: 'Recovered *body*' }}
        />,
        { navigation, supabase: client, confirm, drafts: drafts() },
      );
      expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Recovered title');
      const preview = screen.getByRole('region', { name: 'Preview' });
      await waitFor(() => expect(preview.querySelector('em')).toHaveTextContent('body'));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(confirm).toHaveBeenCalled(); // unsaved: leaving asks first
    });

    it('discards the draft when the user chooses to leave without saving', async () => {
      const { client } = fakeSupabase(() => ({ body: [] }));
      const store = drafts();
      const { location } = renderAdmin(<PostEditor />, {
        navigation,
        supabase: client,
        drafts: store,
        confirm: vi.fn(async () => true),
      });
      await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Abandoned');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(location().pathname).toBe('/admin'));
      expect(store.discard).toHaveBeenCalledWith('new');
    });

    it('hands the shell its save: the shell’s save command saves the post, withdrawn once the editor closes', async () => {
      const { client, requests } = fakeSupabase((request) => ({
        status: 201,
        body: { ...aPost(), ...(request.body as object) },
      }));
      let save: (() => void) | undefined;
      const withdraw = vi.fn(() => (save = undefined));
      const registerSave = vi.fn((handler: () => void) => {
        save = handler;
        return withdraw;
      });
      const { host, location, unmount } = renderAdmin(<PostEditor />, {
        navigation,
        supabase: client,
        registerSave,
      });
      await fillRequired(userEvent.setup());
      expect(save).toBeDefined();
      save!();
      await waitFor(() => expect(location().pathname).toBe('/admin'));
      expect(host.notify).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Blog post created successfully',
      });
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
      unmount();
      expect(save).toBeUndefined();
    });

    it('hides the live preview when the shell asks', async () => {
      const { client } = fakeSupabase(() => ({ body: [] }));
      renderAdmin(<PostEditor showPreview={false} />, { navigation, supabase: client });
      expect(await findContentEditor()).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    });
  },
);

describe('PostEditor: slugs of titles in other alphabets', () => {
  it('spells an accented or Cyrillic title in the slug, and says to type one for a script it cannot spell', async () => {
    const { client, requests } = fakeSupabase(() => ({ body: [] }));
    renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: 'Title' });
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await user.type(title, 'Café déjà vu');
    expect(slug).toHaveValue('cafe-deja-vu');
    await user.clear(title);
    await user.type(title, 'Переговоры о цене');
    expect(slug).toHaveValue('peregovory-o-tsene');

    await user.clear(title);
    await user.type(title, '交渉の未来');
    expect(slug).toHaveValue('');
    expect(await screen.findByText(ADMIN_MESSAGES.slugNotFromTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText(ADMIN_MESSAGES.slugNotFromTitle)).toBeInTheDocument();
    expect(screen.queryByText('Slug is required')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);

    // Typing a slug clears it; an empty title still says the slug is required.
    await user.type(slug, 'kosho-no-mirai');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_MESSAGES.slugNotFromTitle)).not.toBeInTheDocument();
  });
});
