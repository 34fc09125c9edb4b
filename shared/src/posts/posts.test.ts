import { describe, expect, it } from 'vitest';
import { postgrestError } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import type { BlogPost } from '../supabase/rows';
import { DataError, InvalidPostError, NotFoundError, SlugTakenError } from '../errors/data-errors';
import { fetchPublishedPosts, getPostById, getPostBySlug, listAllPosts, listPublishedPosts } from './posts';
import { createPost, deletePost, PostIdTakenError, updatePost } from './write-posts';

const post: BlogPost = {
  id: '5b8f0c1e-0000-4000-8000-000000000001',
  title: 'Hello',
  slug: 'hello',
  category: 'General',
  excerpt: 'Short',
  content: 'Body',
  cover_image: null,
  published_at: '2025-03-15T10:00:00+00:00',
  created_at: '2025-03-14T10:00:00+00:00',
  updated_at: '2025-03-14T10:00:00+00:00',
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

const input = {
  title: 'Hello',
  slug: 'hello',
  category: 'General',
  excerpt: 'Short',
  content: 'Body',
  cover_image: null,
  published_at: null,
};

describe('listPublishedPosts', () => {
  it('asks for published posts, newest published first', async () => {
    const { client, requests } = createTestClient(() => ({ body: [post] }));
    await expect(listPublishedPosts(client)).resolves.toEqual([post]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/blog_posts' });
    expect(requests[0]!.query).toMatch(
      /^select=id,title,slug,category,excerpt,cover_image,published_at,created_at,updated_at,author_id,author_name,author_slug,word_count&published_at=not\.is\.null&published_at=lte\.[^&]+&order=published_at\.desc,id\.desc&offset=0&limit=1000$/,
    );
  });

  it('leaves out posts scheduled after now, even for an admin who may read them', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    await fetchPublishedPosts(client, new Date('2026-11-23T12:00:00Z'));
    expect(new URLSearchParams(requests[0]!.rawQuery).getAll('published_at')).toEqual([
      'not.is.null',
      'lte.2026-11-23T12:00:00.000Z',
    ]);
  });

  it('reads past the REST row cap, page by page, until a short page', async () => {
    const rows = (count: number, start: number) =>
      Array.from({ length: count }, (_, index) => ({ ...post, slug: `post-${start + index}` }));
    const { client, requests } = createTestClient((request) => {
      const offset = Number(new URLSearchParams(request.query).get('offset'));
      return { body: offset === 0 ? rows(1000, 0) : offset === 1000 ? rows(1000, 1000) : rows(1, 2000) };
    });
    const posts = await listPublishedPosts(client);
    expect(posts).toHaveLength(2001);
    expect(posts.at(-1)!.slug).toBe('post-2000');
    expect(requests.map((request) => new URLSearchParams(request.query).get('offset'))).toEqual([
      '0',
      '1000',
      '2000',
    ]);
  });

  it.each([400, 401, 500])('answers [] on HTTP %i', async (status) => {
    const { client } = createTestClient(() => ({ status, body: postgrestError('XX000', 'boom') }));
    await expect(listPublishedPosts(client)).resolves.toEqual([]);
  });

  it('answers [] when the network fails, after one request (React Query owns the retry)', async () => {
    const { client, requests } = createTestClient(() => {
      throw new TypeError('fetch failed');
    });
    await expect(listPublishedPosts(client)).resolves.toEqual([]);
    expect(requests).toHaveLength(1);
  });
});

describe('listAllPosts', () => {
  it('asks for every post, newest created first', async () => {
    const { client, requests } = createTestClient(() => ({ body: [post, { ...post, id: 'b' }] }));
    await expect(listAllPosts(client)).resolves.toHaveLength(2);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/rest/v1/blog_posts',
      query: 'select=*&order=created_at.desc',
    });
  });

  it('answers [] on an error response', async () => {
    const { client } = createTestClient(() => ({ status: 500, body: postgrestError('XX000', 'boom') }));
    await expect(listAllPosts(client)).resolves.toEqual([]);
  });
});

describe('getPostBySlug / getPostById', () => {
  it('filters by slug and returns the one row', async () => {
    const { client, requests } = createTestClient(() => ({ body: [post] }));
    await expect(getPostBySlug(client, 'hello')).resolves.toEqual(post);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/rest/v1/blog_posts',
      query: 'select=*&slug=eq.hello',
    });
  });

  it('filters by id', async () => {
    const { client, requests } = createTestClient(() => ({ body: [post] }));
    await expect(getPostById(client, post.id)).resolves.toEqual(post);
    expect(requests[0]?.query).toBe(`select=*&id=eq.${post.id}`);
  });

  it('throws NotFoundError when nothing matches', async () => {
    const { client } = createTestClient(() => ({ body: [] }));
    const error = await getPostBySlug(client, 'missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('Blog post not found: slug "missing"');
    await expect(getPostById(client, 'nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('throws a DataError (not NotFoundError) on an error response', async () => {
    const { client } = createTestClient(() => ({
      status: 500,
      body: postgrestError('XX000', 'database is down'),
    }));
    const error = await getPostBySlug(client, 'hello').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect((error as DataError).message).toBe('Failed to load blog post slug "hello": database is down');
    expect((error as DataError).code).toBe('XX000');
  });

  it('answers "not found" for a slug or id no post can have, without asking the database', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    const slugs = ['a&b=c', 'nul\u0000', 'Hello', 'a b', 'a--b', '-a', 'a'.repeat(201), ''];
    for (const slug of slugs) await expect(getPostBySlug(client, slug)).rejects.toBeInstanceOf(NotFoundError);
    for (const id of ['nope', `${post.id}\u0000`, post.id.slice(1), '']) {
      await expect(getPostById(client, id)).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(requests).toEqual([]);
    await expect(getPostBySlug(client, 'a'.repeat(200))).rejects.toBeInstanceOf(NotFoundError);
    expect(requests).toHaveLength(1);
  });
});

describe('createPost', () => {
  it('inserts the post with its author and returns the stored row', async () => {
    const { client, requests } = createTestClient(() => ({
      status: 201,
      body: { ...post, author_id: 'user-1' },
    }));
    await expect(createPost(client, input, 'user-1')).resolves.toEqual({ ...post, author_id: 'user-1' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/blog_posts',
      query: 'select=*',
      body: { ...input, author_id: 'user-1' },
    });
    expect(requests[0]?.headers.get('prefer')).toBe('return=representation');
    expect(requests[0]?.headers.get('accept')).toBe('application/vnd.pgrst.object+json');
  });

  it('inserts the id the editor chose before the first save', async () => {
    const id = '0b6c1f4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
    const { client, requests } = createTestClient(() => ({ status: 201, body: { ...post, id } }));
    await createPost(client, input, 'user-1', id);
    expect(requests[0]?.body).toEqual({ ...input, author_id: 'user-1', id });
  });

  it('throws SlugTakenError on a unique violation of the slug', async () => {
    const { client } = createTestClient(() => ({
      status: 409,
      body: postgrestError(
        '23505',
        'duplicate key value violates unique constraint "blog_posts_slug_key"',
        'Key (slug)=(hello) already exists.',
      ),
    }));
    const error = await createPost(client, input, 'user-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SlugTakenError);
    expect((error as SlugTakenError).slug).toBe('hello');
    expect((error as Error).message).toBe('The slug "hello" is already used by another post.');
  });

  describe('retried after its answer was lost (the id the editor chose is already stored)', () => {
    const id = '0b6c1f4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
    const idTaken = postgrestError(
      '23505',
      'duplicate key value violates unique constraint "blog_posts_pkey"',
      `Key (id)=(${id}) already exists.`,
    );
    const storedAs = (row: Partial<BlogPost>) =>
      createTestClient((request) =>
        request.method === 'POST' ? { status: 409, body: idTaken } : { body: { ...post, id, ...row } },
      );

    it('answers the stored post when it holds exactly these fields: one post, no error', async () => {
      const scheduled = { ...input, published_at: '2025-03-15T10:00:00.000Z' };
      const { client, requests } = storedAs({
        published_at: '2025-03-15T10:00:00+00:00',
        author_id: 'user-1', // the creator, as the insert named them
      });
      await expect(createPost(client, scheduled, 'user-1', id)).resolves.toMatchObject({ id });
      expect(requests.map((r) => r.method)).toEqual(['POST', 'GET']);
      expect(requests[1]).toMatchObject({ path: '/rest/v1/blog_posts', query: `select=*&id=eq.${id}` });
    });

    it('refuses when the stored post differs, naming it (another text, another time), or is not readable', async () => {
      for (const row of [{ content: 'Other body' }, { published_at: '2025-03-15T10:00:01+00:00' }]) {
        const { client } = storedAs(row);
        const scheduled = { ...input, published_at: '2025-03-15T10:00:00.000Z' };
        const error = await createPost(client, scheduled, 'user-1', id).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PostIdTakenError);
        expect((error as PostIdTakenError).stored).toMatchObject({ id, ...row });
      }
      const { client } = createTestClient((request) =>
        request.method === 'POST'
          ? { status: 409, body: idTaken }
          : { status: 406, body: postgrestError('PGRST116', 'no rows') },
      );
      await expect(createPost(client, input, 'user-1', id)).rejects.toBeInstanceOf(DataError);
    });

    it('never reads back for a post without a chosen id, nor for a slug taken', async () => {
      const { client, requests } = storedAs({});
      await expect(createPost(client, input, 'user-1')).rejects.toBeInstanceOf(DataError);
      const slugTaken = createTestClient(() => ({
        status: 409,
        body: postgrestError('23505', 'duplicate key value violates unique constraint "blog_posts_slug_key"'),
      }));
      await expect(createPost(slugTaken.client, input, 'user-1', id)).rejects.toBeInstanceOf(SlugTakenError);
      expect([...requests, ...slugTaken.requests].map((r) => r.method)).toEqual(['POST', 'POST']);
    });
  });

  it('throws a DataError when RLS refuses the insert', async () => {
    const { client } = createTestClient(() => ({
      status: 403,
      body: postgrestError('42501', 'new row violates row-level security policy for table "blog_posts"'),
    }));
    const error = await createPost(client, input, 'user-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({
      code: '42501',
      message:
        'Failed to create blog post: new row violates row-level security policy for table "blog_posts"',
    });
  });
});

describe('validation before writing', () => {
  it('createPost normalises form values (empty cover image → null, trimmed title)', async () => {
    const { client, requests } = createTestClient(() => ({ status: 201, body: post }));
    await createPost(client, { ...input, title: '  Hello  ', cover_image: '' }, null);
    expect(requests[0]?.body).toEqual({ ...input, cover_image: null, author_id: null });
  });

  it('createPost refuses an invalid post without a request', async () => {
    const { client, requests } = createTestClient();
    const error = await createPost(
      client,
      { ...input, slug: 'Bad Slug', cover_image: 'javascript:alert(1)' },
      null,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidPostError);
    expect((error as InvalidPostError).issues).toEqual({
      slug: 'Slug may contain only lowercase letters, numbers and hyphens',
      cover_image: 'Cover image must be an http or https URL',
    });
    expect(requests).toHaveLength(0);
  });

  it('updatePost validates only the fields it changes', async () => {
    const { client, requests } = createTestClient(() => ({ body: [post] }));
    await expect(updatePost(client, post.id, { title: '' })).rejects.toBeInstanceOf(InvalidPostError);
    expect(requests).toHaveLength(0);
    await updatePost(client, post.id, { cover_image: '', published_at: null });
    expect(requests[0]?.body).toEqual({ cover_image: null, published_at: null });
  });
});

describe('updatePost', () => {
  it('patches by id with only the changes and returns the stored row', async () => {
    const { client, requests } = createTestClient(() => ({ body: [{ ...post, title: 'New' }] }));
    await expect(updatePost(client, post.id, { title: 'New' })).resolves.toMatchObject({ title: 'New' });
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/rest/v1/blog_posts',
      query: `id=eq.${post.id}&select=*`,
      body: { title: 'New' },
    });
    expect(requests[0]?.headers.get('prefer')).toBe('return=representation');
  });

  it('throws NotFoundError when no row was updated', async () => {
    const { client } = createTestClient(() => ({ body: [] }));
    await expect(updatePost(client, 'gone', { title: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('throws SlugTakenError when the new slug is taken', async () => {
    const { client } = createTestClient(() => ({
      status: 409,
      body: postgrestError('23505', 'duplicate key value violates unique constraint "blog_posts_slug_key"'),
    }));
    await expect(updatePost(client, post.id, { slug: 'taken' })).rejects.toEqual(new SlugTakenError('taken'));
  });

  it('throws a DataError on other errors', async () => {
    const { client } = createTestClient(() => ({
      status: 400,
      body: postgrestError('22P02', 'invalid input syntax for type uuid'),
    }));
    await expect(updatePost(client, 'not-a-uuid', { title: 'x' })).rejects.toBeInstanceOf(DataError);
  });
});

describe('deletePost', () => {
  it('deletes by id', async () => {
    const { client, requests } = createTestClient(() => ({ body: [{ id: post.id }] }));
    await expect(deletePost(client, post.id)).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({
      method: 'DELETE',
      path: '/rest/v1/blog_posts',
      query: `id=eq.${post.id}&select=id`,
    });
  });

  it('throws NotFoundError when nothing was deleted (missing or not allowed)', async () => {
    const { client } = createTestClient(() => ({ body: [] }));
    await expect(deletePost(client, post.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('throws a DataError on an error response', async () => {
    const { client } = createTestClient(() => ({ status: 500, body: postgrestError('XX000', 'boom') }));
    await expect(deletePost(client, post.id)).rejects.toThrow('Failed to delete blog post');
  });
});
