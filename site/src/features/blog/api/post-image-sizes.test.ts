import { createTestClient, TEST_SUPABASE_URL } from '@parley/shared/testing';
import { describe, expect, it } from 'vitest';
import { createImageSizeMemo } from './image-size-memo';
import { bucketImagePaths, fetchPostImageSizes, listImageFolders } from './post-image-sizes';

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

/** Each test its own memo: the sizes one test's Storage answers never answer another's. */
const fresh = () => ({ memo: createImageSizeMemo() });

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
    const sizes = await fetchPostImageSizes(client, post(`![a](${BASE}${A})\n\n![b](${BASE}${B})`), fresh());
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
    const sizes = await fetchPostImageSizes(client, post(`![a](${BASE}${A})`, `${BASE}${OTHER}`), fresh());
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
    await expect(fetchPostImageSizes(client, post(`![a](${BASE}${A})`), fresh())).resolves.toEqual({});
  });

  it('makes no request for a post without bucket images', async () => {
    const { client, requests } = storageClient(() => ({ body: [] }));
    await expect(fetchPostImageSizes(client, post('![x](https://elsewhere.test/x.png)'))).resolves.toEqual(
      {},
    );
    expect(requests).toEqual([]);
  });

  it('keeps what it read: a post showing the same pictures again asks nothing, and a new name is asked for', async () => {
    const listing = [
      { name: '0123456789abcdef-chart.png', id: '1', user_metadata: { width: 1200, height: 800 } },
      { name: 'fedcba9876543210-logo.webp', id: '2', user_metadata: { width: 64, height: 64 } },
    ];
    const { client, requests } = storageClient(() => ({ body: listing }));
    const options = fresh();
    await fetchPostImageSizes(client, post(`![a](${BASE}${A})`), options);
    expect(requests).toHaveLength(1);
    // Another post, the folder's other picture: listed with the first, so known.
    const again = await fetchPostImageSizes(client, { ...post(`![b](${BASE}${B})`), id: 'p9' }, options);
    expect(again).toEqual({ [BASE + B]: { width: 64, height: 64 } });
    expect(requests).toHaveLength(1);
    await fetchPostImageSizes(client, post(`![c](${BASE}p1/1111111111111111-new.png)`), options);
    // Not in the folder's listing either: asked for by name.
    expect(requests.slice(1)).toEqual([
      'POST /storage/v1/object/list/post-images',
      'GET /storage/v1/object/info/post-images/p1/1111111111111111-new.png',
    ]);
  });

  it('orders the sizes by URL, whether they were kept or listed (the page’s bytes follow the post alone)', async () => {
    const listing = [
      { name: '0123456789abcdef-chart.png', id: '1', user_metadata: { width: 1200, height: 800 } },
      { name: 'fedcba9876543210-logo.webp', id: '2', user_metadata: { width: 64, height: 64 } },
    ];
    const { client } = storageClient(() => ({ body: listing }));
    const content = `![b](${BASE}${B})\n![a](${BASE}${A})`;
    const listed = await fetchPostImageSizes(client, post(content), fresh());
    const options = fresh();
    options.memo.set(BASE + B, { width: 64, height: 64 });
    const halfKept = await fetchPostImageSizes(client, post(content), options);
    expect(Object.keys(listed)).toEqual([BASE + A, BASE + B]);
    expect(JSON.stringify(halfKept)).toBe(JSON.stringify(listed));
  });

  it('uses a listing already under way instead of listing the folder again', async () => {
    let answer!: (body: { name: string; user_metadata?: unknown }[] | null) => void;
    const { client, requests } = storageClient(() => ({ body: [] }));
    const listed = new Map([
      [
        'p1',
        new Promise<{ name: string; user_metadata?: unknown }[] | null>((resolve) => (answer = resolve)),
      ],
    ]);
    const sizes = fetchPostImageSizes(client, post(`![a](${BASE}${A})`), { ...fresh(), listed });
    answer([{ name: '0123456789abcdef-chart.png', user_metadata: { width: 5, height: 7 } }]);
    await expect(sizes).resolves.toEqual({ [BASE + A]: { width: 5, height: 7 } });
    expect(requests).toEqual([]);
  });
});

describe('listImageFolders', () => {
  it('starts one listing per folder of the bucket URLs not yet known, none for other URLs', async () => {
    const { client, requests } = storageClient(() => ({ body: [] }));
    const { memo } = fresh();
    memo.set(BASE + B, { width: 1, height: 1 });
    const listed = listImageFolders(
      client,
      [
        `${BASE}${A}`,
        `${BASE}p1/0123456789abcdef-again.png`,
        `${BASE}${B}`,
        'https://elsewhere.test/p3/x.png',
        '',
      ],
      memo,
    );
    expect([...listed.keys()]).toEqual(['p1']);
    await Promise.all(listed.values());
    expect(requests).toEqual(['POST /storage/v1/object/list/post-images']);
    expect([...listImageFolders(client, [`${BASE}${B}`], memo).keys()]).toEqual([]);
  });

  it('answers null, never a rejection, when the listing fails', async () => {
    const { client } = storageClient(() => ({ status: 500, body: { message: 'boom' } }));
    const listed = listImageFolders(client, [`${BASE}${OTHER}`], createImageSizeMemo());
    await expect(listed.get('p2')).resolves.toBeNull();
  });
});
