// @vitest-environment node
import { uploadPostImage } from '@parley/shared/images';
import { createSupabaseClient } from '@parley/shared/node';
import { pngImage } from '@parley/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../../packages/local-supabase/test/harness';
import { render } from '../../src/entry-server';
import { readBlogVersion } from './blog-version';
import { createPublishedIndexMemo, readPublishedIndex } from './published-index-memo';

// A post's pictures' sizes (width and height in the server's HTML) without a round trip after the
// post's fetch: its cover's folder listed beside it when the published index names the cover, and
// sizes read before kept by their content-hashed name. Real renders (entry-server's, as main.ts
// wires them) against the embedded backend, Storage's row-level security included.

let backend: TestBackend;
/** The post's own fetch is held this long, so a listing made after it cannot start before it ends. */
const POST_FETCH_DELAY_MS = 150;

/** A visitor's client (anon key) recording when each request starts and ends, the post's fetch held. */
function visitorClient() {
  const events: string[] = [];
  const client = createSupabaseClient({
    url: backend.url,
    anonKey: backend.config.anonKey,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const name = url.pathname + (url.searchParams.has('slug') ? '?slug' : '');
      events.push(`start ${name}`);
      if (name === '/rest/v1/blog_posts?slug')
        await new Promise((resolve) => setTimeout(resolve, POST_FETCH_DELAY_MS));
      const response = await fetch(input, init);
      events.push(`end ${name}`);
      return response;
    },
  });
  return { client, events };
}

async function upload(folder: string, width: number, height: number, seed: number) {
  return uploadPostImage(backend.service(), {
    postId: folder,
    // A fresh array over its own ArrayBuffer (never shared), as Blob's type asks.
    file: new Blob([pngImage(width, height, seed) as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
    fileName: `picture-${seed}.png`,
  });
}

async function storePost(post: {
  id: string;
  slug: string;
  cover_image?: string;
  content: string;
  draft?: boolean;
}) {
  const { error } = await backend
    .service()
    .from('blog_posts')
    .insert({
      id: post.id,
      slug: post.slug,
      title: `Post ${post.slug}`,
      category: 'Guides',
      excerpt: 'About pictures',
      content: post.content,
      cover_image: post.cover_image ?? null,
      published_at: post.draft ? null : new Date(Date.now() - 60_000).toISOString(),
    });
  expect(error).toBeNull();
}

/** Renders the post as the server does for a request, with (or without) its index read before. */
async function renderPost(slug: string, { withIndex = true } = {}) {
  const { client, events } = visitorClient();
  const published = createPublishedIndexMemo({
    readVersion: () => readBlogVersion(client),
    readIndex: () => readPublishedIndex(client),
  });
  if (withIndex) await published.since(performance.now()); // as after earlier visits
  events.length = 0;
  const askedAt = performance.now();
  const page = await render(new Request(`https://parley.example/blog/${slug}`), {
    supabase: client,
    ...(withIndex && { published: { known: published.last, current: () => published.since(askedAt) } }),
  });
  return { page, events };
}

const imgTag = (html: string, url: string) =>
  new RegExp(`<img[^>]*src="${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(html)?.[0];

const id = () => crypto.randomUUID();

beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);

afterAll(() => backend?.close());

describe('a post’s pictures in the server’s render', () => {
  it('lists the cover’s folder before the post’s fetch has answered, and gives every picture its size', async () => {
    const postId = id();
    const cover = await upload(postId, 1600, 900, 1);
    const figure = await upload(postId, 1200, 800, 2);
    await storePost({
      id: postId,
      slug: 'early-listing',
      cover_image: cover.url,
      content: `![A chart](${figure.url})`,
    });

    const { page, events } = await renderPost('early-listing');
    expect(page.status).toBe(200);
    const listed = events.indexOf('start /storage/v1/object/list/post-images');
    expect(listed).toBeGreaterThanOrEqual(0);
    expect(listed).toBeLessThan(events.indexOf('end /rest/v1/blog_posts?slug'));
    expect(imgTag(page.body, figure.url)).toMatch(/width="1200" height="800"/);
  });

  it('lists after the post’s fetch without the index (the browser’s way), with the same sizes', async () => {
    const postId = id();
    const figure = await upload(postId, 640, 480, 3);
    await storePost({ id: postId, slug: 'no-index', content: `![A chart](${figure.url})` });

    const { page, events } = await renderPost('no-index', { withIndex: false });
    expect(events.indexOf('start /storage/v1/object/list/post-images')).toBeGreaterThan(
      events.indexOf('end /rest/v1/blog_posts?slug'),
    );
    expect(imgTag(page.body, figure.url)).toMatch(/width="640" height="480"/);
  });

  it('asks Storage nothing for a new post whose pictures were seen (a reused cover and figure)', async () => {
    const folder = id();
    const cover = await upload(folder, 1000, 500, 4);
    const figure = await upload(folder, 300, 200, 5);
    const content = `![A chart](${figure.url})`;
    await storePost({ id: folder, slug: 'first-use', cover_image: cover.url, content });
    await storePost({ id: id(), slug: 'second-use', cover_image: cover.url, content });
    await renderPost('first-use');

    const { page, events } = await renderPost('second-use');
    expect(events.filter((event) => event.includes('/storage/'))).toEqual([]);
    expect(imgTag(page.body, figure.url)).toMatch(/width="300" height="200"/);
  });

  it('gives no size to a draft’s picture shown in a published post: a visitor may not list the draft’s folder', async () => {
    const draftId = id();
    const hidden = await upload(draftId, 800, 600, 6);
    await storePost({
      id: draftId,
      slug: 'a-draft',
      cover_image: hidden.url,
      content: 'Not yet',
      draft: true,
    });
    await storePost({
      id: id(),
      slug: 'shows-a-draft-picture',
      cover_image: hidden.url,
      content: `![x](${hidden.url})`,
    });

    const { page, events } = await renderPost('shows-a-draft-picture');
    expect(page.status).toBe(200);
    expect(events).toContain('start /storage/v1/object/list/post-images'); // asked, and refused by RLS
    expect(imgTag(page.body, hidden.url)).toBeDefined();
    expect(imgTag(page.body, hidden.url)).not.toMatch(/width=/);
  });
});
