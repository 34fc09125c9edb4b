import { describe, expect, it } from 'vitest';
import { extractReferences } from '../markdown/references';
import { safeUrl } from '../markdown/safe-url';
import { slugify } from '../text/slugify';
import { postgrestError, type RecordedRequest } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import { blogPostInputSchema } from '../validation/schemas';
import { FIRST_POST, firstPostCover } from './first-post';
import { createFirstPostIfNone } from './seed';

const NOW = new Date('2025-05-01T09:00:00.000Z');
const SITE_URL = 'https://parley.example';

describe('FIRST_POST', () => {
  it('is a valid post in the AI & E-Commerce category', () => {
    const parsed = blogPostInputSchema.parse({
      ...FIRST_POST,
      cover_image: firstPostCover(SITE_URL),
      published_at: NOW.toISOString(),
    });
    expect(parsed.category).toBe('AI & E-Commerce');
    expect(parsed.slug).toBe(slugify(FIRST_POST.title));
    expect(parsed.cover_image).toBe('https://parley.example/covers/ai-negotiation-agents.svg');
  });

  it('is a substantial markdown article with headings', () => {
    const words = FIRST_POST.content.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(800);
    expect(FIRST_POST.content.match(/^## /gm)?.length).toBeGreaterThanOrEqual(4);
  });

  it('ends with numbered references that the article cites', () => {
    const { body, references } = extractReferences(FIRST_POST.content);
    expect(references.map((r) => r.number)).toEqual([1, 2, 3, 4, 5]);
    for (const reference of references) {
      expect(reference.url).toMatch(/^https:\/\//);
      expect(safeUrl(reference.url)).toBe(reference.url);
      expect(reference.title).not.toBe(reference.url);
      expect(body).toContain(`[${reference.number}]`);
    }
    expect(body).not.toMatch(/^\[\d+\]:/m);
  });
});

describe('createFirstPostIfNone', () => {
  function server(existing: unknown[]) {
    return (request: RecordedRequest) =>
      request.method === 'GET'
        ? { body: existing }
        : { status: 201, body: { id: 'new', ...(request.body as object) } };
  }

  it('creates the seed post, published now, when there is no post', async () => {
    const { client, requests } = createTestClient(server([]));
    const created = await createFirstPostIfNone(client, 'admin-id', { siteUrl: SITE_URL, now: () => NOW });
    expect(created).toMatchObject({
      id: 'new',
      slug: FIRST_POST.slug,
      author_id: 'admin-id',
      published_at: NOW.toISOString(),
    });
    expect(requests.map((r) => `${r.method} ${r.path}?${r.query}`)).toEqual([
      'GET /rest/v1/blog_posts?select=id&limit=1',
      'POST /rest/v1/blog_posts?select=*',
    ]);
    expect(requests[1]?.body).toEqual({
      ...FIRST_POST,
      cover_image: 'https://parley.example/covers/ai-negotiation-agents.svg',
      published_at: NOW.toISOString(),
      author_id: 'admin-id',
    });
  });

  it('returns null and writes nothing when a post exists', async () => {
    const { client, requests } = createTestClient(server([{ id: 'existing' }]));
    await expect(createFirstPostIfNone(client, 'admin-id', { siteUrl: SITE_URL })).resolves.toBeNull();
    expect(requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('returns null when another session created it first (slug taken)', async () => {
    const { client } = createTestClient((request) =>
      request.method === 'GET'
        ? { body: [] }
        : {
            status: 409,
            body: postgrestError(
              '23505',
              'duplicate key value violates unique constraint "blog_posts_slug_key"',
            ),
          },
    );
    await expect(createFirstPostIfNone(client, 'admin-id', { siteUrl: SITE_URL })).resolves.toBeNull();
  });

  it('throws when the check fails', async () => {
    const { client } = createTestClient(() => ({ status: 500, body: postgrestError('XX000', 'boom') }));
    await expect(createFirstPostIfNone(client, 'admin-id', { siteUrl: SITE_URL })).rejects.toThrow(
      'Failed to check for existing blog posts: boom',
    );
  });

  it('throws when the insert is refused', async () => {
    const { client } = createTestClient((request) =>
      request.method === 'GET'
        ? { body: [] }
        : { status: 403, body: postgrestError('42501', 'permission denied') },
    );
    await expect(createFirstPostIfNone(client, 'user-id', { siteUrl: SITE_URL })).rejects.toThrow(
      'Failed to create blog post: permission denied',
    );
  });
});
