// `npm run bench:web`: Lighthouse (mobile preset, Debian's Chromium headless) on the production
// site (`npm run build` + `npm run serve` of @parley/site) over the embedded backend, with the seed
// post published. Prints each page's category scores, LCP, CLS, TBT and the JS/CSS it loads (bytes
// on the wire, gzip), and how long the server takes to send each page's HTML. Figures only: it never
// fails on a score (these machines are shared and noisy).
//
// RUNS=3 npm run bench:web        runs each page 3 times and prints the median of each figure (TBT,
//                                   the noisiest, with every run's value beside it).
// PAGES=/,/pricing npm run bench:web   only these pages (by default also the seed post, a post
//                                   with ten bucket images, /blog/bench-ten-images, and one with
//                                   a cover image, /blog/bench-cover-image).
// REPORTS=/tmp/lhr npm run bench:web   also writes each run's full Lighthouse report (JSON) there.
// BUILD=0 npm run bench:web           serves the build already in site/dist-bench.
// SCHEME=dark npm run bench:web       the system prefers the dark scheme (default light): the
//                                   site follows it (docs/product-rules.md#color-scheme).
// Also prints each page's time to html[data-hydrated] under the same mobile throttling, applied for
// real in Chromium (scripts/hydration-time.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { DEFAULT_ADMIN_EMAIL, LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { createFirstPostIfNone, FIRST_POST } from '@parley/shared/posts';
import { createSupabaseClient } from '@parley/shared/node';
import { LOCAL_ADMIN_PASSWORD } from '@parley/local-supabase/local-secrets';
import { BENCH_API_PORT, BENCH_SITE_PORT, startBenchStack, stopAll } from './bench-processes';
import { COVER_POST_SLUG, IMAGES_POST_SLUG, seedCoverPost, seedImagesPost } from './bench-images-post';
import { hydrationTimes } from './hydration-time';

const API_PORT = BENCH_API_PORT;
const SITE_PORT = BENCH_SITE_PORT;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const backendUrl = `http://127.0.0.1:${API_PORT}`;
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
/** The tag given to the seed article (its page is measured like /blog). */
const BENCH_WEB_TAG = 'ai-negotiation';
const PAGES = process.env.PAGES?.split(',') ?? [
  '/',
  '/pricing',
  '/blog',
  `/blog/${FIRST_POST.slug}`,
  `/blog/${IMAGES_POST_SLUG}`,
  `/blog/${COVER_POST_SLUG}`,
  `/blog/tag/${BENCH_WEB_TAG}`,
];
const REPORTS = process.env.REPORTS;
/** The system's `prefers-color-scheme` in Chromium (Blink's preferredColorScheme: 0 dark, 1 light). */
const SCHEME = process.env.SCHEME === 'dark' ? 'dark' : 'light';
const SCHEME_FLAG = `--blink-settings=preferredColorScheme=${SCHEME === 'dark' ? 0 : 1}`;

/**
 * The admin publishes the seed article, exactly as the site does on an admin's first visit, a post
 * with ten pictures uploaded to the post-images bucket and one with a cover image
 * (scripts/bench-images-post.ts).
 */
async function publishSeedPosts() {
  const client = createSupabaseClient({ url: backendUrl, anonKey: LOCAL_SUPABASE_ANON_KEY });
  const { data, error } = await client.auth.signInWithPassword({
    email: process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
    password: process.env.ADMIN_PASSWORD ?? LOCAL_ADMIN_PASSWORD,
  });
  if (error) throw error;
  await createFirstPostIfNone(client, data.user.id, { siteUrl });
  await seedImagesPost(client, data.user.id);
  await seedCoverPost(client, data.user.id);
  for (const slug of [FIRST_POST.slug, IMAGES_POST_SLUG, COVER_POST_SLUG]) {
    const post = await client.from('blog_posts').select('id').eq('slug', slug).single();
    if (post.error) throw post.error;
    const tagged = await client.rpc('set_post_tags', { post_id: post.data.id, names: ['AI negotiation'] });
    if (tagged.error) throw tagged.error;
  }
}

interface PageFigures {
  path: string;
  scores: Record<string, number>;
  lcp: number;
  cls: number;
  tbt: number;
  jsBytes: number;
  /** The same scripts gzipped (what the aim of 120 KB for a marketing page counts). */
  jsGzipBytes: number;
  cssBytes: number;
  htmlBytes: number;
  /** Audits failing outside Performance: what keeps those categories below 100. */
  failing: string[];
  /** Every run's TBT, when the figures are medians of several runs. */
  tbtRuns?: number[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Each figure's median over the runs (each on its own: the runs of one page vary independently). */
function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (pick: (run: PageFigures) => number) => median(runs.map(pick));
  return {
    path: runs[0]!.path,
    scores: Object.fromEntries(
      Object.keys(runs[0]!.scores).map((name) => [name, of((run) => run.scores[name] ?? 0)]),
    ),
    lcp: of((run) => run.lcp),
    cls: of((run) => run.cls),
    tbt: of((run) => run.tbt),
    jsBytes: of((run) => run.jsBytes),
    jsGzipBytes: of((run) => run.jsGzipBytes),
    cssBytes: of((run) => run.cssBytes),
    htmlBytes: of((run) => run.htmlBytes),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    tbtRuns: runs.length > 1 ? runs.map((run) => Math.round(run.tbt)) : undefined,
  };
}

/** The bytes of each script as the server gzips it (for a browser that does not take Brotli). */
async function gzippedBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => {
      // fetch hands back the body decoded; the length of what was sent is in its header.
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      const body = await response.arrayBuffer();
      const sent = Number(response.headers.get('content-length'));
      return response.headers.get('content-encoding') === 'gzip' && sent > 0 ? sent : body.byteLength;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function figures(path: string, lhr: Result): Promise<PageFigures> {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
  const bytes = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  return {
    path,
    scores: Object.fromEntries(
      Object.values(lhr.categories).map((category) => [
        category.title,
        Math.round((category.score ?? 0) * 100),
      ]),
    ),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    jsBytes: bytes('Script'),
    jsGzipBytes: await gzippedBytes(
      requests.filter((r) => r.resourceType === 'Script').map((r) => String(r.url)),
    ),
    cssBytes: bytes('Stylesheet'),
    htmlBytes: bytes('Document'),
    failing: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
      .filter((id) => (lhr.audits[id]?.score ?? 1) < 1),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface ServerTimes {
  path: string;
  /** The first request: rendered (blog pages) and its critical CSS computed. */
  firstMs: number;
  /** The median of the next ones: the blog renders again, its critical CSS comes from memory. */
  medianMs: number;
}

/** How long the site's server takes to send each page's HTML whole, first and then usually. */
async function serverTimes(path: string, repeats = 20): Promise<ServerTimes> {
  const time = async () => {
    const started = performance.now();
    const response = await fetch(`${siteUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const firstMs = await time();
  const rest: number[] = [];
  for (let i = 0; i < repeats; i++) rest.push(await time());
  rest.sort((a, b) => a - b);
  return { path, firstMs, medianMs: rest[Math.floor(rest.length / 2)]! };
}

async function main() {
  await startBenchStack({ apiPort: API_PORT, sitePort: SITE_PORT, build: process.env.BUILD !== '0' });
  await publishSeedPosts();
  const servers: ServerTimes[] = [];
  for (const path of PAGES) servers.push(await serverTimes(path));

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', SCHEME_FLAG],
  });
  console.log(`Scheme the system prefers: ${SCHEME}`);
  const results: PageFigures[] = [];
  try {
    for (const path of PAGES) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse's default config is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown).
        const result = await lighthouse(`${siteUrl}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        if (REPORTS) {
          await mkdir(REPORTS, { recursive: true });
          const name = `${path.replace(/[^a-z0-9]+/gi, '_') || '_'}-${i + 1}.json`;
          await writeFile(join(REPORTS, name), JSON.stringify(result.lhr));
        }
        runs.push(await figures(path, result.lhr));
      }
      results.push(medianFigures(runs));
    }
  } finally {
    await chrome.kill();
  }
  const hydration = await hydrationTimes(
    PAGES.map((path) => `${siteUrl}${path}`),
    RUNS,
  );

  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile preset, ${siteUrl}`);
  console.log(
    '(aim: Performance ≥ 98, Accessibility 100, Best Practices ≥ 95, SEO 100; LCP ≤ 1.2 s; CLS ≤ 0.02; TBT ≤ 50 ms)\n',
  );
  for (const page of results) {
    const scores = Object.entries(page.scores)
      .map(([name, score]) => `${name} ${score}`)
      .join(' · ');
    console.log(`${page.path}\n  ${scores}`);
    console.log(
      `  LCP ${(page.lcp / 1000).toFixed(2)} s · CLS ${page.cls.toFixed(3)} · TBT ${Math.round(page.tbt)} ms` +
        (page.tbtRuns ? ` (runs: ${page.tbtRuns.join(', ')})` : '') +
        ` · JS ${kb(page.jsBytes)} · CSS ${kb(page.cssBytes)} · HTML ${kb(page.htmlBytes)} (on the wire: Brotli)` +
        ` · JS gzipped ${kb(page.jsGzipBytes)}`,
    );
    if (page.failing.length > 0) console.log(`  failing (in any run): ${page.failing.join(', ')}`);
  }
  console.log(
    '\nTime from navigation to html[data-hydrated] (4x CPU slowdown, slow 4G as DevTools applies it, mobile screen)',
  );
  for (const path of PAGES) {
    const times = hydration.get(`${siteUrl}${path}`) ?? [];
    console.log(
      `  ${path}: ${(median(times) / 1000).toFixed(2)} s` +
        (times.length > 1 ? ` (runs: ${times.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)` : ''),
    );
  }
  console.log('\nServer: time to send the whole HTML (first request, then the median of 20 more)');
  for (const { path, firstMs, medianMs } of servers) {
    console.log(`  ${path}: ${Math.round(firstMs)} ms, then ${Math.round(medianMs)} ms`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
