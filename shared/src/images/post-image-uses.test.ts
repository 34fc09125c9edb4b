import { describe, expect, it } from 'vitest';
import { createTestClient } from '../testing/test-client';
import { fetchPostImageUses, IMAGE_USE_PATHS_PER_CALL } from './post-image-uses';

/** The paths each call to the database function asked about. */
const askedPaths = (requests: { path: string; body: unknown }[]) =>
  requests.map((request) => {
    expect(request.path).toBe('/rest/v1/rpc/post_image_uses');
    return (request.body as { image_paths: string[] }).image_paths;
  });

describe('fetchPostImageUses', () => {
  it('groups the answer by picture, asks once per picture, and asks nothing for no pictures', async () => {
    const { client, requests } = createTestClient(() => ({
      body: [
        { image_path: 'p1/a.png', post_id: 'id-1', post_title: 'One' },
        { image_path: 'p1/a.png', post_id: 'id-2', post_title: 'Two' },
        { image_path: 'p2/b.png', post_id: 'id-2', post_title: 'Two' },
      ],
    }));
    const uses = await fetchPostImageUses(client, ['p1/a.png', 'p2/b.png', 'p3/c.png', 'p1/a.png']);
    expect(askedPaths(requests)).toEqual([['p1/a.png', 'p2/b.png', 'p3/c.png']]);
    expect(Object.fromEntries(uses)).toEqual({
      'p1/a.png': [
        { postId: 'id-1', title: 'One' },
        { postId: 'id-2', title: 'Two' },
      ],
      'p2/b.png': [{ postId: 'id-2', title: 'Two' }],
    });
    expect((await fetchPostImageUses(client, [])).size).toBe(0);
    expect(requests).toHaveLength(1);
  });

  it('asks in batches the database function takes', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    const paths = Array.from({ length: IMAGE_USE_PATHS_PER_CALL * 2 + 1 }, (_, i) => `p/${i}.png`);
    await fetchPostImageUses(client, paths);
    expect(askedPaths(requests).map((batch) => batch.length)).toEqual([
      IMAGE_USE_PATHS_PER_CALL,
      IMAGE_USE_PATHS_PER_CALL,
      1,
    ]);
  });

  it('fails saying what failed, keeping the database code, when refused', async () => {
    const { client } = createTestClient(() => ({
      status: 403,
      body: { code: '42501', message: 'only admins may look up where pictures are used' },
    }));
    await expect(fetchPostImageUses(client, ['p1/a.png'])).rejects.toMatchObject({
      message: expect.stringMatching(/^Failed to load where pictures are used/),
      code: '42501',
    });
  });
});
