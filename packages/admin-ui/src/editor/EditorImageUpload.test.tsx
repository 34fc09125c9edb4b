import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredImage } from '@parley/shared/images';
import { aPost, fakeSupabase } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { PostEditor } from './PostEditor';
import { findContentEditor } from '../test/markdown-editor';

const uploadPostImage = vi.hoisted(() => vi.fn());
vi.mock('@parley/shared/images', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@parley/shared/images')>()),
  uploadPostImage,
}));

const URL_BASE = 'http://supabase.test/storage/v1/object/public/post-images';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function stored(path: string): StoredImage {
  return {
    path,
    url: `${URL_BASE}/${path}`,
    size: 68,
    width: 4,
    height: 3,
    contentType: 'image/png',
    createdAt: '2026-01-01T00:00:00Z',
  };
}

/** An upload that stores the file under its post's folder. */
const storedAs =
  (name: string) =>
  async (...args: unknown[]): Promise<StoredImage> =>
    stored(`${(args[1] as { postId: string }).postId}/0123456789abcdef-${name}`);

const png = (name = 'sales-chart.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** A promise the test settles when it wants the upload to finish. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openEditorWith(text: string) {
  const { client, requests } = fakeSupabase((request) => ({
    status: 201,
    body: { ...aPost(), ...(request.body as object) },
  }));
  const view = renderAdmin(<PostEditor />, { supabase: client });
  const content = await findContentEditor();
  const user = userEvent.setup();
  await user.type(content, text);
  return { ...view, content: content as HTMLTextAreaElement, requests, user };
}

beforeEach(() => {
  uploadPostImage.mockReset();
});

// The first test loads the markdown editor's code: on a busy machine that alone can take seconds.
vi.setConfig({ testTimeout: 20_000 });

describe('pictures in the editor', () => {
  it('uploads a pasted image with a visible progress, then inserts ![alt](url) at the cursor', async () => {
    const upload = deferred<StoredImage>();
    uploadPostImage.mockReturnValue(upload.promise);
    const { content, user } = await openEditorWith('Before after');
    content.setSelectionRange(7, 7);

    fireEvent.paste(content, { clipboardData: { files: [png()], types: ['Files'] } });

    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading sales-chart.png…');
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading sales-chart.png…' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Insert' })).toBeDisabled();
    expect(uploadPostImage).toHaveBeenCalledTimes(1);
    const [, input] = uploadPostImage.mock.calls[0]!;
    expect(input).toMatchObject({ fileName: 'sales-chart.png' });
    expect(input.postId).toMatch(UUID);

    const alt = within(dialog).getByRole('textbox', { name: 'Alt text' });
    expect(alt).toHaveValue('sales chart');
    await user.clear(alt);
    await user.type(alt, 'Sales by quarter');
    upload.resolve(stored(`${input.postId}/0123456789abcdef-sales-chart.png`));
    await user.click(await within(dialog).findByRole('button', { name: 'Insert' }));

    await waitFor(() =>
      expect(content).toHaveValue(
        `Before ![Sales by quarter](${URL_BASE}/${input.postId}/0123456789abcdef-sales-chart.png)after`,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a 12 MB file with the message, uploads nothing and keeps the text', async () => {
    const { content } = await openEditorWith('Keep me');
    const big = new File([new Uint8Array(12 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.paste(content, { clipboardData: { files: [big], types: ['Files'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.png is 12 MB; images may be at most 10 MB.',
    );
    expect(uploadPostImage).not.toHaveBeenCalled();
    expect(content).toHaveValue('Keep me');
    // The message can be dismissed (a named button).
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a dropped SVG, which can carry script, and keeps the text', async () => {
    const { content } = await openEditorWith('Keep me');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    fireEvent.drop(content, { dataTransfer: { files: [svg], types: ['Files'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /logo\.svg is an SVG image, which is not allowed/,
    );
    expect(uploadPostImage).not.toHaveBeenCalled();
    expect(content).toHaveValue('Keep me');
  });

  it('says why an upload failed and leaves the text intact', async () => {
    uploadPostImage.mockImplementation(async () => {
      throw Object.assign(
        new Error('sales-chart.png could not be uploaded: new row violates row-level security policy'),
        {
          name: 'ImageStorageError',
          code: '403',
        },
      );
    });
    const { content, user } = await openEditorWith('Keep me');
    fireEvent.paste(content, { clipboardData: { files: [png()], types: ['Files'] } });
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only admins can upload or delete images. Sign in again as an admin.',
    );
    expect(within(dialog).getByRole('button', { name: 'Insert' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can upload');
    expect(content).toHaveValue('Keep me');
  });

  it('leaves text pastes to the editor', async () => {
    const { content } = await openEditorWith('Text');
    fireEvent.paste(content, { clipboardData: { files: [], types: ['text/plain'], getData: () => 'x' } });
    expect(uploadPostImage).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Insert image" picks a file, and the new post is created under the id its images use', async () => {
    uploadPostImage.mockImplementation(storedAs('diagram.png'));
    const { user, requests } = await openEditorWith('Body');
    await user.upload(screen.getByLabelText('Insert image'), png('diagram.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    await user.click(await within(dialog).findByRole('button', { name: 'Insert' }));
    const postId = uploadPostImage.mock.calls[0]![1].postId as string;
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue(
        `Body![diagram](${URL_BASE}/${postId}/0123456789abcdef-diagram.png)`,
      ),
    );

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'With a picture');
    await user.type(screen.getByRole('textbox', { name: 'Excerpt' }), 'Short');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ id: postId });
  });
});

describe('pictures pasted while the backend is away (the studio keeps drafts)', () => {
  const unreachable = () =>
    Object.assign(new Error('Failed to fetch', { cause: { name: 'StorageUnknownError' } }), {
      name: 'ImageStorageError',
    });
  /** jsdom's File has no arrayBuffer(); every browser's has. */
  const readablePng = (name: string) => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    return Object.assign(new File([bytes], name, { type: 'image/png' }), {
      arrayBuffer: async () => bytes.slice().buffer,
    });
  };

  it('are kept with the draft behind a placeholder, then uploaded and the placeholder replaced', async () => {
    let backendUp = false;
    uploadPostImage.mockImplementation(async (...args: unknown[]) => {
      if (!backendUp) throw unreachable();
      return storedAs('offline.png')(...args);
    });
    const drafts = { save: vi.fn(), discard: vi.fn() };
    const { client } = fakeSupabase(() => ({ body: [] }));
    const { host } = renderAdmin(<PostEditor />, { supabase: client, drafts });
    // The markdown editor replaces the plain textarea once loaded: always ask for the current one.
    const contentNow = () => screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
    // Generous waits: this test runs beside the whole suite on a busy 2-core machine.
    const slow = { timeout: 5_000 };
    await findContentEditor();
    const user = userEvent.setup();
    await user.type(contentNow(), 'Offline: ');

    fireEvent.paste(contentNow(), {
      clipboardData: { files: [readablePng('offline.png')], types: ['Files'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' }, slow);
    expect(
      await within(dialog).findByText(/The backend cannot be reached/, undefined, slow),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(
      () => expect(contentNow().value).toMatch(/^Offline: !\[offline\]\(pending-image:[0-9a-f-]{36}\)$/),
      slow,
    );
    const id = /pending-image:([0-9a-f-]{36})/.exec(contentNow().value)![1];

    // Autosaved with the draft, bytes included.
    await waitFor(() =>
      expect(drafts.save).toHaveBeenLastCalledWith(
        expect.objectContaining({
          images: [{ id, name: 'offline.png', type: 'image/png', data: 'iVBORwECAw==' }],
        }),
      ),
    );
    // Saving waits for the picture.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Offline post');
    await user.type(screen.getByRole('textbox', { name: 'Excerpt' }), 'Short');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(host.notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'A picture is still waiting for the backend: the post can be saved once it is uploaded.',
    });

    backendUp = true;
    const postId = await waitFor(
      () => {
        expect(contentNow().value).not.toContain('pending-image:');
        return (uploadPostImage.mock.lastCall![1] as { postId: string }).postId;
      },
      { timeout: 12_000 },
    );
    expect(contentNow()).toHaveValue(
      `Offline: ![offline](${URL_BASE}/${postId}/0123456789abcdef-offline.png)`,
    );
  }, 40_000);

  it('are not inserted on /admin, which keeps no drafts: the failure is said', async () => {
    uploadPostImage.mockImplementation(async () => {
      throw unreachable();
    });
    const { content } = await openEditorWith('Keep me');
    fireEvent.paste(content, { clipboardData: { files: [readablePng('x.png')], types: ['Files'] } });
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/server did not answer/);
    expect(within(dialog).getByRole('button', { name: 'Insert' })).toBeDisabled();
    expect(content).toHaveValue('Keep me');
  });
});

describe('the cover', () => {
  it('uploads a cover, fills the URL and previews it, with a fallback when it does not load', async () => {
    uploadPostImage.mockImplementation(storedAs('cover.png'));
    const { user } = await openEditorWith('Body');
    await user.upload(screen.getByLabelText('Upload cover'), png('cover.png'));
    const postId = uploadPostImage.mock.calls[0]![1].postId as string;
    const url = `${URL_BASE}/${postId}/0123456789abcdef-cover.png`;
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cover Image URL' })).toHaveValue(url));
    const preview = screen.getByRole('img', { name: 'Cover preview' });
    expect(preview).toHaveAttribute('src', url);
    fireEvent.error(preview);
    expect(await screen.findByText('The cover image could not be loaded from this URL.')).toBeInTheDocument();
  });

  it('refuses an SVG cover with the message and keeps the typed URL', async () => {
    const { user } = await openEditorWith('Body');
    const field = screen.getByRole('textbox', { name: 'Cover Image URL' });
    await user.type(field, 'https://cdn.test/a.png');
    const svg = new File(['<svg/>'], 'cover.svg', { type: 'image/svg+xml' });
    // The picker's accept list would hide an SVG; a drop or a forced choice still reaches the check.
    fireEvent.change(screen.getByLabelText('Upload cover'), { target: { files: [svg] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/cover\.svg is an SVG image/);
    expect(uploadPostImage).not.toHaveBeenCalled();
    expect(field).toHaveValue('https://cdn.test/a.png');
  });
});
