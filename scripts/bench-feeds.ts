// `npm run bench:feeds`: what /rss.xml, /sitemap.xml, the blog's data version and the
// blog search cost with 5,000 published posts (issue #30). Seeds the posts straight into a PGlite
// database in a temporary folder, starts the embedded backend on it in its own process, then times,
// with the anon key over HTTP as the site server does:
//   - each feed built on every request (what the server did before: every published post read) and
//     from the feed cache (site/server/feeds/cached-feeds.ts) between two versions;
//   - the data version (published_posts_version) the blog pages and feeds are kept by;
//   - published_posts_page with the most hostile 32-character searches on long repeated runs.
// Prints p50, p95 and max per row. Figures only: it never fails on them (shared, noisy machines).
//
// RUNS=50 npm run bench:feeds               more samples per row (default 20, after 2 warm-ups).
// API_PORT=55301                            the backend's port (default: a free one).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { fetchPublishedPosts, fetchPublishedPostsPage } from '@parley/shared/posts';
import { createSupabaseClient } from '@parley/shared/node';
import { percentile } from './bench-stats';
import { openDatabase } from '@parley/local-supabase';
import { Hono } from 'hono';
import { cachedFeeds, RSS_ITEMS } from '../site/server/feeds/cached-feeds';
import { buildRss } from '../site/server/feeds/rss';
import { buildSitemap } from '../site/server/feeds/sitemap';
import { readBlogVersion } from '../site/server/page-cache/blog-version';
import { freePort, waitForUrl } from './processes.mjs';

const POSTS = 5_000;
const RUNS = Number(process.env.RUNS ?? 20);
const WARMUP = 2;
const root = fileURLToPath(new URL('..', import.meta.url));

// Half ordinary posts, half of the longest title (200) and excerpt (1,000) in repeated runs.
const SEED_POSTS = `
insert into public.blog_posts (title, slug, category, excerpt, content, published_at)
select case when n % 2 = 0 then 'Post ' || n || ' about negotiation agents'
            else left(repeat(case when n % 4 = 1 then 'a' else 'ab' end, 200), 199) || (n % 10) end,
       'bench-feed-' || n,
       (array['General', 'Guides', 'News', 'Research'])[1 + n % 4],
       case when n % 2 = 0 then 'What we learned from negotiation ' || n
            else left(repeat(case when n % 4 = 1 then 'a' else 'ab' end, 1000), 999) || (n % 10) end,
       'Body ' || n,
       now() - n * interval '1 minute'
from generate_series(1, ${POSTS}) n`;

async function time(name: string, work: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < WARMUP; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `${name.padEnd(64)} ${f(percentile(samples, 50))} ${f(percentile(samples, 95))} ${f(samples.at(-1)!)}`,
  );
}

const dataDir = await mkdtemp(join(tmpdir(), 'parley-bench-feeds-'));
let child: ReturnType<typeof spawn> | undefined;
try {
  const { db } = await openDatabase({ dataDir, supabaseDir: join(root, 'supabase') });
  await db.exec(SEED_POSTS);
  await db.exec('analyze');
  await db.close();

  const port = Number(process.env.API_PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: join(root, 'packages/local-supabase'),
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(port), RATE_LIMITS: 'off', SMTP_PORT: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const answer = await waitForUrl(`${url}/auth/v1/health`, {
    timeoutMs: 60_000,
    intervalMs: 100,
    ready: (response) => response.ok,
  });
  if (answer !== 'ready') throw new Error('bench: the backend did not start');
  const anon = createSupabaseClient({ url, anonKey: LOCAL_SUPABASE_ANON_KEY });
  const check = await fetchPublishedPosts(anon);
  if (check.length !== POSTS) throw new Error(`bench: anon sees ${check.length} posts, not ${POSTS}`);

  const siteUrl = 'https://parley.example';
  const builtAt = new Date();
  const app = new Hono();
  const feeds = cachedFeeds({
    listPublishedPosts: () => fetchPublishedPosts(anon),
    blogVersion: () => readBlogVersion(anon),
    siteUrl,
    builtAt,
  });
  app.get('/rss.xml', feeds);
  app.get('/sitemap.xml', feeds);
  const get = async (path: string) => {
    const response = await app.request(path, { headers: { 'Accept-Encoding': 'br' } });
    if (!response.ok) throw new Error(`bench: ${path} answered ${response.status}`);
    await response.arrayBuffer();
  };

  console.log(
    `${POSTS} published posts (half with 1,200 characters of repeated runs), ${RUNS} runs per row.\n`,
  );
  console.log(`${'what'.padEnd(64)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  await time('/rss.xml built per request (before)', async () =>
    buildRss({ siteUrl, posts: (await fetchPublishedPosts(anon)).slice(0, RSS_ITEMS) }),
  );
  await time('/sitemap.xml built per request (before)', async () =>
    buildSitemap({ siteUrl, posts: await fetchPublishedPosts(anon), builtAt }),
  );
  await time('/rss.xml from the feed cache (after)', () => get('/rss.xml'));
  await time('/sitemap.xml from the feed cache (after)', () => get('/sitemap.xml'));
  await time('data version: published_posts_version()', () => readBlogVersion(anon));
  for (const search of ['a'.repeat(31) + 'b', 'ab'.repeat(15) + 'ac', 'b' + 'a'.repeat(31), 'A'.repeat(32)]) {
    await time(`published_posts_page search "${search.slice(0, 12)}…" (32 chars)`, () =>
      fetchPublishedPostsPage(anon, { search }),
    );
  }
} finally {
  child?.kill();
  await rm(dataDir, { recursive: true, force: true });
}
