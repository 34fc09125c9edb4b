import { createTestClient, TEST_SUPABASE_URL } from '@parley/shared/testing';
import { describe, expect, it } from 'vitest';
import { bucketImagePaths, fetchPostImageSizes } from './post-image-sizes';

const API = TEST_SUPABASE_URL;
const BASE = `${API}/storage/v1/object/public/post-images/`;
const A = 'p1/0123456789abcdef-chart.png';
const B = 'p1/fedcba9876543210-logo.webp';
const OTHER = 'p2/aaaaaaaaaaaaaaaa-shared.png';

/** A client whose Storage answers list (POST /object/list/post-images) and info (GET /object/info/…). */
function storageClient(
  answer: (method: string, path: string, body: unknown) => { status?: number; body: unknown },
) {
  const requests: string[] = [];
  const { client } = createTestClient((request) => {
    requests.push(`${request.method} ${request.path}`);
    return answer(request.method, request.path, request.body);
  });
  return { client, requests };
}

const post = (content: string, cover_image: string | null = null) => ({
  id: 'p1',
  updated_at: '2026-01-01T00:00:00Z',
  content,
  cover_image,
});

describe('bucketImagePaths', () => {
  it('finds the bucket images of the markdown and the cover, once each, and nothing else', () => {
    const content = `![a](${BASE}${A}) text ![b](${BASE}${B} "title") ![again](${BASE}${A})\n![x](https://elsewhere.test/x.png)\n[${BASE}](${BASE})`;
    expect(bucketImagePaths(post(content, `${BASE}${OTHER}`), BASE)).toEqual([A, B, OTHER]);
  });

  it('stops at 100 images', () => {
    const content = Array.from({ length: 150 }, (_, i) => `![](${BASE}p1/${i}.png)`).join('\n');
    expect(bucketImagePaths(post(content), BASE)).toHaveLength(100);
  });
});

describe('fetchPostImageSizes', () => {
  it('reads the sizes with one list per folder when the list carries the user metadata', async () => {
    const { client, requests } = storageClient((_method, path, body) => {
      expect(path).toBe('/storage/v1/object/list/post-images');
      const prefix = (body as { prefix: string }).prefix;
      return {
        body:
          prefix === 'p1'
            ? [
                { name: '0123456789abcdef-chart.png', id: '1', user_metadata: { width: 1200, height: 800 } },
                { name: 'fedcba9876543210-logo.webp', id: '2', user_metadata: { width: 64, height: 64 } },
                { name: 'unused.png', id: '3', user_metadata: { width: 1, height: 1 } },
              ]
            : [],
      };
    });
    const sizes = await fetchPostImageSizes(client, post(`![a](${BASE}${A})\n\n![b](${BASE}${B})`));
    expect(sizes).toEqual({
      [BASE + A]: { width: 1200, height: 800 },
      [BASE + B]: { width: 64, height: 64 },
    });
    expect(requests).toEqual(['POST /storage/v1/object/list/post-images']);
  });

  it('asks info() for what the list did not say (hosted Storage lists without user metadata)', async () => {
    const { client, requests } = storageClient((method, path) => {
      if (method === 'POST')
        return { body: [{ name: '0123456789abcdef-chart.png', id: '1', metadata: { size: 9 } }] };
      if (path.endsWith(A)) return { body: { id: '1', name: A, metadata: { width: 640, height: 480 } } };
      return { status: 404, body: { statusCode: '404', error: 'not_found', message: 'Object not found' } };
    });
    const sizes = await fetchPostImageSizes(client, post(`![a](${BASE}${A})`, `${BASE}${OTHER}`));
    expect(sizes).toEqual({ [BASE + A]: { width: 640, height: 480 } });
    expect(requests).toContain(`GET /storage/v1/object/info/post-images/${A}`);
  });

  it('ignores sizes that are not positive whole numbers, and never fails', async () => {
    const { client } = storageClient((method) =>
      method === 'POST'
        ? {
            body: [
              { name: '0123456789abcdef-chart.png', id: '1', user_metadata: { width: '1e9', height: -1 } },
            ],
          }
        : { status: 500, body: { message: 'boom' } },
    );
    await expect(fetchPostImageSizes(client, post(`![a](${BASE}${A})`))).resolves.toEqual({});
  });

  it('makes no request for a post without bucket images', async () => {
    const { client, requests } = storageClient(() => ({ body: [] }));
    await expect(fetchPostImageSizes(client, post('![x](https://elsewhere.test/x.png)'))).resolves.toEqual(
      {},
    );
    expect(requests).toEqual([]);
  });
});
