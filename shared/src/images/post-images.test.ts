import { describe, expect, it } from 'vitest';
import { createTestClient, TEST_SUPABASE_URL } from '../testing/test-client';
import { listPostImages, removePostImage } from './post-images';
import { publicImageUrl } from './public-image-url';

// The calls as hosted Supabase Storage answers them (recorded requests, scripted answers); the same
// calls against the embedded backend are tested in packages/local-supabase/test/storage.

const file = (name: string, created: string, extra: Record<string, unknown> = {}) => ({
  name,
  id: `id-${name}`,
  created_at: created,
  updated_at: created,
  last_accessed_at: created,
  metadata: { size: 1234, mimetype: 'image/png' },
  ...extra,
});
const dir = (name: string) => ({
  name,
  id: null,
  created_at: null,
  updated_at: null,
  last_accessed_at: null,
  metadata: null,
});

describe('listPostImages', () => {
  it('reads every post folder and, when the listing lacks user metadata (hosted), each info()', async () => {
    const { client, requests } = createTestClient((request) => {
      if (request.method === 'POST' && request.path === '/storage/v1/object/list/post-images') {
        const prefix = (request.body as { prefix: string }).prefix;
        if (prefix === '') return { body: [dir('post-a'), dir('post-b')] };
        if (prefix === 'post-a') return { body: [file('old.png', '2026-01-01T00:00:00Z')] };
        return { body: [file('new.png', '2026-02-01T00:00:00Z')] };
      }
      if (request.path.startsWith('/storage/v1/object/info/post-images/')) {
        return { body: { name: request.path, metadata: { width: 640, height: 480 }, size: 1234 } };
      }
      return { status: 404, body: { statusCode: '404', error: 'not_found', message: 'Object not found' } };
    });
    const images = await listPostImages(client);
    expect(images).toEqual([
      {
        path: 'post-b/new.png',
        url: `${TEST_SUPABASE_URL}/storage/v1/object/public/post-images/post-b/new.png`,
        size: 1234,
        width: 640,
        height: 480,
        contentType: 'image/png',
        createdAt: '2026-02-01T00:00:00Z',
      },
      expect.objectContaining({ path: 'post-a/old.png', createdAt: '2026-01-01T00:00:00Z' }),
    ]);
    expect(requests.filter((r) => r.path.includes('/object/info/')).map((r) => r.path)).toEqual([
      '/storage/v1/object/info/post-images/post-a/old.png',
      '/storage/v1/object/info/post-images/post-b/new.png',
    ]);
  });

  it('uses the user metadata of the listing when it is there, with no info() request', async () => {
    const { client, requests } = createTestClient((request) =>
      (request.body as { prefix: string }).prefix === ''
        ? { body: [dir('p')] }
        : {
            body: [
              file('a.png', '2026-01-01T00:00:00Z', { user_metadata: { width: 3, height: 2 } }),
              file('b.png', '2026-01-02T00:00:00Z', { user_metadata: null }),
            ],
          },
    );
    const images = await listPostImages(client);
    expect(images.map((i) => [i.path, i.width, i.height])).toEqual([
      ['p/b.png', null, null],
      ['p/a.png', 3, 2],
    ]);
    expect(requests.some((r) => r.path.includes('/object/info/'))).toBe(false);
  });

  it('pages through a folder of more than 1000 objects', async () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      file(`${i}.png`, '2026-01-01T00:00:00Z', { user_metadata: {} }),
    );
    const { client, requests } = createTestClient((request) => {
      const body = request.body as { prefix: string; offset: number };
      if (body.prefix === '') return { body: [dir('p')] };
      return {
        body: body.offset === 0 ? many : [file('last.png', '2026-01-01T00:00:00Z', { user_metadata: {} })],
      };
    });
    expect(await listPostImages(client)).toHaveLength(1001);
    expect(requests.map((r) => (r.body as { offset: number }).offset)).toEqual([0, 0, 1000]);
  });

  it('turns a failed listing into an ImageStorageError that says what failed', async () => {
    const { client } = createTestClient(() => ({
      status: 400,
      body: { statusCode: '403', error: 'Unauthorized', message: 'permission denied' },
    }));
    await expect(listPostImages(client)).rejects.toThrow('The images could not be listed: permission denied');
  });
});

describe('removePostImage and publicImageUrl', () => {
  it('removes by path with one DELETE of the bucket', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    await removePostImage(client, 'p/a.png');
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/storage/v1/object/post-images',
        body: { prefixes: ['p/a.png'] },
      }),
    ]);
  });

  it('says why a removal failed', async () => {
    const { client } = createTestClient(() => ({
      status: 400,
      body: { statusCode: '403', message: 'nope' },
    }));
    await expect(removePostImage(client, 'p/a.png')).rejects.toThrow('The image could not be deleted: nope');
  });

  it('builds the public URL of a path', () => {
    const { client } = createTestClient();
    expect(publicImageUrl(client, 'p/a b.png')).toBe(
      `${TEST_SUPABASE_URL}/storage/v1/object/public/post-images/p/a%20b.png`,
    );
  });
});
