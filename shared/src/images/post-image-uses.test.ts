import { describe, expect, it } from 'vitest';
import { createSupabaseClient } from '../supabase/node-client';
import { fetchPostImageUses, IMAGE_USE_PATHS_PER_CALL } from './post-image-uses';

/** A client whose every request is answered by `answer`, the requests' bodies kept. */
function clientAnswering(answer: (paths: string[]) => { status?: number; body: unknown }) {
  const calls: string[][] = [];
  const client = createSupabaseClient({
    url: 'http://supabase.test',
    anonKey: 'test-anon-key',
    persistSession: false,
    autoRefreshToken: false,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      expect(new URL(request.url).pathname).toBe('/rest/v1/rpc/post_image_uses');
      const { image_paths } = (await request.json()) as { image_paths: string[] };
      calls.push(image_paths);
      const { status = 200, body } = answer(image_paths);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('fetchPostImageUses', () => {
  it('groups the answer by picture, and asks nothing for no pictures', async () => {
    const { client, calls } = clientAnswering(() => ({
      body: [
        { image_path: 'p1/a.png', post_id: 'id-1', post_title: 'One' },
        { image_path: 'p1/a.png', post_id: 'id-2', post_title: 'Two' },
        { image_path: 'p2/b.png', post_id: 'id-2', post_title: 'Two' },
      ],
    }));
    const uses = await fetchPostImageUses(client, ['p1/a.png', 'p2/b.png', 'p3/c.png', 'p1/a.png']);
    expect(calls).toEqual([['p1/a.png', 'p2/b.png', 'p3/c.png']]);
    expect(Object.fromEntries(uses)).toEqual({
      'p1/a.png': [
        { postId: 'id-1', title: 'One' },
        { postId: 'id-2', title: 'Two' },
      ],
      'p2/b.png': [{ postId: 'id-2', title: 'Two' }],
    });
    expect((await fetchPostImageUses(client, [])).size).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('asks in batches the database function takes', async () => {
    const { client, calls } = clientAnswering(() => ({ body: [] }));
    const paths = Array.from({ length: IMAGE_USE_PATHS_PER_CALL * 2 + 1 }, (_, i) => `p/${i}.png`);
    await fetchPostImageUses(client, paths);
    expect(calls.map((batch) => batch.length)).toEqual([
      IMAGE_USE_PATHS_PER_CALL,
      IMAGE_USE_PATHS_PER_CALL,
      1,
    ]);
  });

  it('fails with words a person understands when refused', async () => {
    const { client } = clientAnswering(() => ({
      status: 403,
      body: { code: '42501', message: 'only admins may look up where pictures are used' },
    }));
    await expect(fetchPostImageUses(client, ['p1/a.png'])).rejects.toThrow(
      'Failed to load where pictures are used',
    );
  });
});
