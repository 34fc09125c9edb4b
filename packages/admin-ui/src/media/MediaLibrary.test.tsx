import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredImage } from '@parley/shared/images';
import { fakeSupabase } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { MediaLibrary } from './MediaLibrary';

const { listPostImages, removePostImage } = vi.hoisted(() => ({
  listPostImages: vi.fn(),
  removePostImage: vi.fn(),
}));
vi.mock('@parley/shared/queries', async (importOriginal) => {
  const shared = await importOriginal<typeof import('@parley/shared/queries')>();
  return {
    ...shared,
    // The real key; the bucket's list is the test's.
    mediaQueries: {
      ...shared.mediaQueries,
      postImages: (...args: Parameters<typeof shared.mediaQueries.postImages>) => ({
        ...shared.mediaQueries.postImages(...args),
        queryFn: () => listPostImages(),
      }),
    },
  };
});
vi.mock('@parley/shared/images', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@parley/shared/images')>()),
  removePostImage,
}));

const BASE = 'http://supabase.test/storage/v1/object/public/post-images';
const chart: StoredImage = {
  path: 'p1/0123456789abcdef-chart.png',
  url: `${BASE}/p1/0123456789abcdef-chart.png`,
  size: 2.5 * 1024 * 1024,
  width: 1200,
  height: 800,
  contentType: 'image/png',
  createdAt: '2026-03-14T10:00:00Z',
};
const logo: StoredImage = {
  ...chart,
  path: 'p2/fedcba9876543210-logo.webp',
  url: `${BASE}/p2/fedcba9876543210-logo.webp`,
  size: 3000,
  width: null,
  height: null,
  contentType: 'image/webp',
};

/** The database's answer: "Quarterly numbers" shows the chart; no post shows the logo. */
function renderLibrary() {
  const { client, requests } = fakeSupabase((request) => {
    if (request.path !== '/rest/v1/rpc/post_image_uses') return { status: 404, body: {} };
    const asked = (request.body as { image_paths: string[] }).image_paths;
    return {
      body: asked.includes(chart.path)
        ? [{ image_path: chart.path, post_id: 'p1', post_title: 'Quarterly numbers' }]
        : [],
    };
  });
  return { ...renderAdmin(<MediaLibrary />, { supabase: client }), requests };
}

beforeEach(() => {
  listPostImages.mockReset();
  removePostImage.mockReset();
});

describe('MediaLibrary', () => {
  it('lists the images with size, dimensions, date and the posts that use them', async () => {
    listPostImages.mockResolvedValue([chart, logo]);
    const { requests } = renderLibrary();
    const grid = await screen.findByRole('list', { name: 'Images' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(grid).getByRole('listitem', { name: '0123456789abcdef-chart.png' });
    expect(
      within(first).getByRole('img', { name: 'Thumbnail of 0123456789abcdef-chart.png' }),
    ).toHaveAttribute('src', chart.url);
    expect(first).toHaveTextContent('2.5 MB · 1200 × 800 · Mar 14, 2026');
    expect(await within(first).findByRole('link', { name: 'Quarterly numbers' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/p1',
    );
    const second = within(grid).getByRole('listitem', { name: 'fedcba9876543210-logo.webp' });
    expect(second).toHaveTextContent('3 KB · size unknown');
    expect(second).toHaveTextContent('Not used by any post');
    // The database says where the listed pictures are used: no post's text is downloaded for it.
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      ['/rest/v1/rpc/post_image_uses', { image_paths: [chart.path, logo.path] }],
    ]);
  });

  it('copies the URL and confirms it', async () => {
    listPostImages.mockResolvedValue([chart]);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { host } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Copy URL of 0123456789abcdef-chart.png' }));
    expect(writeText).toHaveBeenCalledWith(chart.url);
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Image URL copied' }),
    );
  });

  it('warns that a post still uses the image before deleting it', async () => {
    listPostImages.mockResolvedValueOnce([chart]).mockResolvedValue([]);
    removePostImage.mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { host } = renderLibrary();
    await screen.findByRole('link', { name: 'Quarterly numbers' });
    await user.click(screen.getByRole('button', { name: 'Delete 0123456789abcdef-chart.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Still used by "Quarterly numbers": the picture will be missing from those posts once deleted.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removePostImage).toHaveBeenCalledWith(expect.anything(), chart.path));
    expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Image deleted' });
    expect(await screen.findByText(/No images yet/)).toBeInTheDocument();
  });

  it('asks without a warning for an unused image, and Cancel deletes nothing', async () => {
    listPostImages.mockResolvedValue([logo]);
    const user = userEvent.setup();
    renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Delete fedcba9876543210-logo.webp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removePostImage).not.toHaveBeenCalled();
  });

  it('says why a delete failed', async () => {
    listPostImages.mockResolvedValue([logo]);
    removePostImage.mockRejectedValue(
      Object.assign(new Error('The image could not be deleted: forbidden'), { name: 'ImageStorageError' }),
    );
    const user = userEvent.setup();
    const { host } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Delete fedcba9876543210-logo.webp' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({
        kind: 'error',
        message: 'The image could not be deleted. The image could not be deleted: forbidden',
      }),
    );
  });

  it('has an empty state', async () => {
    listPostImages.mockResolvedValue([]);
    renderLibrary();
    expect(
      await screen.findByText('No images yet. Paste or drop one into a post, or upload a cover.'),
    ).toBeInTheDocument();
  });

  it('has an error state with a retry', async () => {
    listPostImages.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    listPostImages.mockResolvedValue([chart]);
    const user = userEvent.setup();
    renderLibrary();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The images could not be loaded. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Images' })).toBeInTheDocument();
  });
});
