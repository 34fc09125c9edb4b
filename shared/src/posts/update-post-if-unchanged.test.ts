import { describe, expect, it } from 'vitest';
import { postgrestError } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import type { BlogPost } from '../supabase/rows';
import { DataError, InvalidPostError, NotFoundError, SlugTakenError } from '../errors/data-errors';
import { PostChangedError, updatePostIfUnchanged } from './update-post-if-unchanged';

const opened = '2025-03-14T10:00:00.123456+00:00';
const post: BlogPost = {
  id: '5b8f0c1e-0000-4000-8000-000000000001',
  title: 'Hello again',
  slug: 'hello',
  category: 'General',
  excerpt: 'Short',
  content: 'Body',
  cover_image: null,
  published_at: null,
  created_at: '2025-03-14T10:00:00+00:00',
  updated_at: '2025-03-14T11:00:00+00:00',
  author_id: null,
  updated_by: null,
  author_name: null,
  author_slug: null,
  meta_title: null,
  meta_description: null,
  social_image: null,
  canonical_url: null,
  word_count: 1,
};

describe('updatePostIfUnchanged', () => {
  it('updates only the version that was opened and returns the stored row', async () => {
    const { client, requests } = createTestClient(() => ({ body: [post] }));
    await expect(updatePostIfUnchanged(client, post.id, { title: 'Hello again' }, opened)).resolves.toEqual(
      post,
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/rest/v1/blog_posts',
      query: `id=eq.${post.id}&updated_at=eq.${opened}&select=*`,
      body: { title: 'Hello again' },
    });
  });

  it('reports a conflict when the post still exists but its updated_at moved', async () => {
    const { client, requests } = createTestClient((request) =>
      request.method === 'PATCH' ? { body: [] } : { body: [{ id: post.id }] },
    );
    await expect(updatePostIfUnchanged(client, post.id, { title: 'Mine' }, opened)).rejects.toBeInstanceOf(
      PostChangedError,
    );
    expect(requests[1]).toMatchObject({ method: 'GET', query: `select=*&id=eq.${post.id}` });
  });

  it('answers the stored post when it already holds these changes: a retry whose answer was lost', async () => {
    const { client, requests } = createTestClient((request) =>
      request.method === 'PATCH'
        ? { body: [] }
        : { body: { ...post, published_at: '2025-03-15T10:00:00+00:00' } },
    );
    const changes = { title: 'Hello again', published_at: '2025-03-15T10:00:00.000Z' };
    await expect(updatePostIfUnchanged(client, post.id, changes, opened)).resolves.toMatchObject({
      title: 'Hello again',
    });
    expect(requests.map((r) => r.method)).toEqual(['PATCH', 'GET']);
  });

  it('still reports a conflict when the stored post differs in any one changed field', async () => {
    for (const changes of [
      { title: 'Hello again', content: 'Mine' },
      { title: 'Hello again', published_at: '2025-03-15T10:00:00.000Z' },
      { cover_image: 'https://example.com/a.png' },
    ]) {
      const { client } = createTestClient((request) =>
        request.method === 'PATCH' ? { body: [] } : { body: post },
      );
      await expect(updatePostIfUnchanged(client, post.id, changes, opened)).rejects.toBeInstanceOf(
        PostChangedError,
      );
    }
  });

  it('reports NotFoundError when the post was deleted meanwhile', async () => {
    const { client } = createTestClient(() => ({ body: [] }));
    await expect(updatePostIfUnchanged(client, post.id, { title: 'Mine' }, opened)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('maps a unique slug violation to SlugTakenError', async () => {
    const { client } = createTestClient(() => ({
      status: 409,
      body: postgrestError('23505', 'duplicate key value violates unique constraint "blog_posts_slug_key"'),
    }));
    await expect(updatePostIfUnchanged(client, post.id, { slug: 'taken' }, opened)).rejects.toEqual(
      new SlugTakenError('taken'),
    );
  });

  it('rejects invalid fields before any request', async () => {
    const { client, requests } = createTestClient();
    await expect(
      updatePostIfUnchanged(client, post.id, { slug: 'Not A Slug' }, opened),
    ).rejects.toBeInstanceOf(InvalidPostError);
    expect(requests).toHaveLength(0);
  });

  it('wraps other failures in DataError', async () => {
    const { client } = createTestClient(() => ({ status: 500, body: postgrestError('XX000', 'boom') }));
    await expect(updatePostIfUnchanged(client, post.id, { title: 'x' }, opened)).rejects.toBeInstanceOf(
      DataError,
    );
  });
});
