// @vitest-environment node
import { createSupabaseClient } from '@parley/shared/node';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../../packages/local-supabase/test/harness';
import { render } from '../../src/entry-server';
import { createRenderSlots } from '../render-limit';
import { cachedBlogPages } from './blog-pages';
import { readBlogVersion } from './blog-version';
import { createPublishedIndexMemo, readPublishedIndex } from './published-index-memo';

// A page's ETag follows its bytes (etag.ts), and its bytes follow the data alone: the same page
// rendered again (after a change of the blog that does not show on it, or by a restarted server)
// keeps its tag, so a browser holding it gets 304. Real renders here (entry-server's, wired as
// main.ts wires them) from the embedded backend: until the query state left its moments out
// (lib/query/query-state.ts), every render carried its own time and a new tag.

let backend: TestBackend;
let anon: ParleySupabaseClient;
const day = 24 * 60 * 60 * 1000;

/** One site server's blog pages (a new call: a server restarted, its memory empty). */
function startServer() {
  const published = createPublishedIndexMemo({
    readVersion: () => readBlogVersion(anon),
    readIndex: () => readPublishedIndex(anon),
  });
  let renders = 0;
  const app = new Hono();
  app.use(async (c, next) => {
    c.set('clientAddress', '127.0.0.1');
    await next();
  });
  app.get(
    '/blog/*',
    cachedBlogPages({
      renderSlots: createRenderSlots(1_000),
      render: (request, { askedAt }) => {
        renders++;
        return render(request, {
          supabase: anon,
          published: { known: published.last, current: () => published.since(askedAt) },
        });
      },
      finishPage: async (page) =>
        `<!doctype html><html><head>${page.head}</head><body>${page.body}${page.data}</body></html>`,
      blogVersion: async () => (await published.versionSince(performance.now())) ?? 'unreadable',
      siteUrl: 'https://parley.example',
    }),
  );
  return {
    get: (path: string, etag?: string) =>
      app.request(path, { headers: { 'Accept-Encoding': 'br', ...(etag && { 'If-None-Match': etag }) } }),
    renders: () => renders,
  };
}

async function storePost(slug: string, title: string, category: string, daysAgo: number): Promise<string> {
  const { data, error } = await backend
    .service()
    .from('blog_posts')
    .insert({
      slug,
      title,
      category,
      excerpt: `About ${title}`,
      content: `## ${title}\n\nAnchors and concessions.`,
      published_at: new Date(Date.now() - daysAgo * day).toISOString(),
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

async function editPost(id: string, change: Record<string, string>) {
  const { error } = await backend.service().from('blog_posts').update(change).eq('id', id);
  expect(error).toBeNull();
}

/** Asks until the page was rendered again (the server saw the new data version), at most 5 s. */
async function afterRenderAgain(server: ReturnType<typeof startServer>, path: string, etag: string) {
  const before = server.renders();
  const deadline = Date.now() + 5_000;
  for (;;) {
    const answer = await server.get(path, etag);
    if (server.renders() > before || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let other: string;
let shown: string;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createSupabaseClient({ url: backend.url, anonKey: backend.config.anonKey });
  shown = await storePost('stable-shown', 'Stable shown', 'Stable', 2);
  other = await storePost('stable-other', 'Stable other', 'Elsewhere', 3);
}, 60_000); // the embedded backend applies every migration first: slow on a loaded machine
afterAll(() => backend?.close());

describe('a page rendered again from the same data', () => {
  it('keeps its ETag on a restarted server, which answers 304 to the browser holding it', async () => {
    const first = startServer();
    for (const path of ['/blog/stable-shown', '/blog', '/blog?q=stable']) {
      const sent = await first.get(path);
      expect(sent.status).toBe(200);
      const etag = sent.headers.get('ETag')!;
      expect(etag).toMatch(/^W\/"/);
      await new Promise((resolve) => setTimeout(resolve, 5)); // another millisecond, another render time
      const restarted = startServer();
      const revalidated = await restarted.get(path, etag);
      expect(restarted.renders(), path).toBe(1);
      expect(revalidated.status, path).toBe(304);
      expect(revalidated.headers.get('ETag')).toBe(etag);
    }
  });

  it('keeps its ETag after a change of the blog not shown on it; a change shown on it changes the tag', async () => {
    const server = startServer();
    const etag = (await server.get('/blog/stable-shown')).headers.get('ETag')!;

    // The other post (another category, no tags: not among the posts to read next) is not on the
    // shown post's page: the blog's data version changes, the page does not.
    await editPost(other, { content: '## Rewritten\n\nA body the shown post never shows.' });
    const unchanged = await afterRenderAgain(server, '/blog/stable-shown', etag);
    expect(server.renders()).toBe(2);
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('ETag')).toBe(etag);

    await editPost(shown, { title: 'Stable shown, edited' });
    const changed = await afterRenderAgain(server, '/blog/stable-shown', etag);
    expect(server.renders()).toBe(3);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect((await server.get('/blog/stable-shown')).headers.get('ETag')).toBe(changed.headers.get('ETag'));
  });
});
