// `npm run bench:site`: how the production site server holds a traffic spike. Builds the site
// (production; BUILD=0 serves the build already in site/dist-bench), starts the embedded backend in
// memory with 20 published posts and the site's production server, then drives each page with
// autocannon (50 connections for 10 s, gzip accepted like a browser) and prints requests/s, p50,
// p99, answers other than 2xx, errors and timeouts (an author's page among them). Also: a post edited just before its run (the
// first requests share one render of the new version), and how long an edit takes to show on the
// page (the freshness bound is 5 s). Figures only: it never fails on them (these machines are
// shared and noisy).
//
// CONNECTIONS=100 SECONDS=20 npm run bench:site    another load.
// PAGES=/blog,/pricing npm run bench:site           only these pages (plus the edit runs).
// ONLY=junk npm run bench:site                      only the flood of junk values of read parameters.
import autocannon from 'autocannon';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ParleySupabaseClient } from '@parley/shared/supabase';
import { floodFrom, oneAtATimeFrom, percentile, statusCounts } from './bench-address-clients';
import { groupCpuMs } from './bench-cpu';
import { benchServiceClient } from './bench-stats';
import { BENCH_API_PORT, BENCH_SITE_PORT, startBenchStack, stopAll } from './bench-processes';
import { BENCH_AUTHOR, BENCH_TAG, seedAuthor, seedPosts } from './bench-seed';

const API_PORT = BENCH_API_PORT;
const SITE_PORT = BENCH_SITE_PORT;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);
const POSTS = 20;
const BENCH_POST = 'bench-post-7';
/**
 * The server's resident memory stays under this after any number of distinct addresses: its base
 * (about 200 MB with the build loaded) plus the memos' byte budgets (blog pages 64 MB, other pages
 * 32 MB, critical CSS 8 MB), plus the heap V8 keeps after a flood's garbage (measured: its heap grows
 * to about 240 MB, 80–180 MB of it in use). Measured over 240,000 distinct addresses (8 floods of
 * 30,000): 415–490 MB, flat after the second flood.
 */
const RSS_CAP_MB = 550;

interface Figures {
  name: string;
  requestsPerSecond: number;
  /** Requests answered in all. */
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The site server's CPU time per request (ms), steadier than wall time on a loaded machine. */
  cpuMsPerRequest?: number;
}

/** The site server's process group, for its CPU time (bench-cpu.ts). */
let siteGroup: number | undefined;

/** Runs `measure` and adds the site server's CPU time per request it answered. */
async function withCpu(measure: () => Promise<Figures>): Promise<Figures> {
  const before = groupCpuMs(siteGroup);
  const result = await measure();
  const after = groupCpuMs(siteGroup);
  if (before === undefined || after === undefined) return result;
  return { ...result, cpuMsPerRequest: result.total > 0 ? (after - before) / result.total : undefined };
}

async function editTitle(service: ParleySupabaseClient, title: string) {
  const { error } = await service.from('blog_posts').update({ title }).eq('slug', BENCH_POST);
  if (error) throw new Error(`Could not edit the post: ${error.message}`);
}

/** Edits the post, then reads its page until the edit shows: the seconds that took. */
async function freshnessSeconds(service: ParleySupabaseClient, siteUrl: string): Promise<number> {
  const title = `Edited at ${Date.now()}`;
  const started = performance.now();
  await editTitle(service, title);
  while (performance.now() - started < 30_000) {
    const html = await (await fetch(`${siteUrl}/blog/${BENCH_POST}`)).text();
    if (html.includes(title)) return (performance.now() - started) / 1000;
    await sleep(20);
  }
  return Number.POSITIVE_INFINITY;
}

async function load(name: string, url: string, warm = true): Promise<Figures> {
  if (warm) await (await fetch(url)).arrayBuffer(); // the first render is not what a spike meets
  return figures(
    name,
    await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    }),
  );
}

const random = () => Math.random().toString(36).slice(2, 10);

/** Floods of addresses the server has never seen: every request a different one. */
const FLOODS: { name: string; path: () => string }[] = [
  { name: '/?utm_source=<random>', path: () => `/?utm_source=${random()}` },
  { name: '/pricing?gclid=<random>', path: () => `/pricing?gclid=${random()}` },
  { name: '/blog?q=<random>', path: () => `/blog?q=${random()}` },
  { name: '/blog/<random unknown slug>', path: () => `/blog/no-such-${random()}` },
  {
    name: '/playground?seed=<random>',
    path: () => `/playground?seed=${Math.floor(Math.random() * 2 ** 32)}`,
  },
];

/**
 * Junk values of the query parameters pages read (a tab, a signup type, a step, a page number, an
 * industry): each stands for the page without it (app/route-query-normalisers.ts).
 */
const JUNK_VALUE_PATHS: ((junk: string) => string)[] = [
  (junk) => `/documentation?tab=${junk}`,
  (junk) => `/signup?type=${junk}&plan=${junk}`,
  (junk) => `/reset-password?step=${junk}`,
  (junk) => `/support?tab=${junk}`,
  (junk) => `/case-studies?industry=${junk}`,
  (junk) => `/webinars?tab=${junk}`,
  (junk) => `/blog?page=${junk}`,
  (junk) => `/blog/tag/${BENCH_TAG}?page=${junk}`,
];

/** Real pages rendered on request and then kept: what the junk values evicted from memory. */
const KEPT_REAL_PAGES = [
  '/documentation?tab=api',
  '/documentation?tab=faq',
  '/signup?type=demo',
  '/signup?plan=starter&type=subscribe',
  '/support?tab=billing',
  '/webinars?tab=recorded',
  '/case-studies?industry=Retail',
  '/prs?tab=legal',
  '/auth?tab=signup',
  '/reset-password?step=new-password',
  '/blog?page=2',
  `/blog/tag/${BENCH_TAG}?page=2`,
];

/** The site server's renders so far (scripts/bench-render-count-preload.mjs): 0 before the first. */
async function renderCount(): Promise<number> {
  return stat(RENDER_COUNT_FILE).then(
    (file) => file.size,
    () => 0,
  );
}

const RENDER_COUNT_FILE = join(tmpdir(), `parley-bench-renders-${process.pid}`);

/**
 * JUNK (1,000) junk values of read parameters from one address (4 connections) while a visitor from
 * another asks the kept real pages one at a time: the visitor's p50/p99, the renders the flood cost,
 * and the renders the real pages cost afterwards (each one the flood pushed out of memory).
 */
async function junkValues(siteUrl: string) {
  const amount = Number(process.env.JUNK ?? 1_000);
  for (const path of KEPT_REAL_PAGES) await fetch(`${siteUrl}${path}`).then((answer) => answer.arrayBuffer());
  let sent = 0;
  const junk = () => {
    const i = sent++;
    return JUNK_VALUE_PATHS[i % JUNK_VALUE_PATHS.length]!(`junk-${i}-${random()}`);
  };
  let real = 0;
  const rendersBefore = await renderCount();
  const cpuBefore = groupCpuMs(siteGroup);
  const started = performance.now();
  let finished!: () => void;
  const floodEnd = new Promise<void>((resolve) => (finished = resolve));
  const [flooder, visitor] = await Promise.all([
    floodFrom(
      siteUrl,
      '127.0.0.2',
      () => {
        if (sent + 1 >= amount) finished();
        return junk();
      },
      4,
      floodEnd,
    ),
    (async () => {
      // The visitor asks while the flood lasts (at least its first request once it is over).
      const figures = await oneAtATimeFrom(
        siteUrl,
        '127.0.0.4',
        () => KEPT_REAL_PAGES[real++ % KEPT_REAL_PAGES.length]!,
        0.001,
      );
      while (sent < amount) {
        const more = await oneAtATimeFrom(
          siteUrl,
          '127.0.0.4',
          () => KEPT_REAL_PAGES[real++ % KEPT_REAL_PAGES.length]!,
          0.001,
        );
        figures.latencies.push(...more.latencies);
        for (const [status, count] of more.byStatus)
          figures.byStatus.set(status, (figures.byStatus.get(status) ?? 0) + count);
      }
      return figures;
    })(),
  ]);
  const rendersAfterFlood = await renderCount();
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = groupCpuMs(siteGroup);
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const answered = [flooder.byStatus, visitor.byStatus]
    .flatMap((counts) => [...counts.values()])
    .reduce((sum, count) => sum + count, 0);
  for (const path of KEPT_REAL_PAGES) await fetch(`${siteUrl}${path}`).then((answer) => answer.arrayBuffer());
  const rendersAfterVisit = await renderCount();
  const delta = (a?: number, b?: number) => (a === undefined || b === undefined ? '?' : String(b - a));
  console.log(
    `\nAt the same time: ${amount.toLocaleString('en')} junk values of read parameters (${JUNK_VALUE_PATHS.length} ` +
      'pages, 4 connections from 127.0.0.2), and a visitor of the kept real pages (127.0.0.4)\n',
  );
  console.log(
    '| flood answers | flood s | renders during the flood (both clients) | server CPU ms/request | visitor answers | visitor p50 ms | visitor p99 ms | renders of the real pages afterwards |',
  );
  console.log('| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |');
  console.log(
    `| ${statusCounts(flooder.byStatus)} | ${seconds.toFixed(1)} | ${delta(rendersBefore, rendersAfterFlood)} | ` +
      `${cpuMs === undefined ? '?' : (cpuMs / answered).toFixed(2)} | ` +
      `${statusCounts(visitor.byStatus)} | ${percentile(visitor.latencies, 50).toFixed(1)} | ` +
      `${percentile(visitor.latencies, 99).toFixed(1)} | ${delta(rendersAfterFlood, rendersAfterVisit)} of ${KEPT_REAL_PAGES.length} |`,
  );
}

/** `connections` clients asking for a new address of `flood` each time, for SECONDS (or `amount` requests). */
function flood(siteUrl: string, path: () => string, options: { connections: number; amount?: number }) {
  return autocannon({
    url: siteUrl,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: SECONDS }),
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: path() }),
      },
    ],
  });
}

/**
 * The site server's resident memory (its `node …/server/main.js` process, found by its PORT), in MB:
 * from /proc, so Linux only.
 */
async function serverRssMb(port: number): Promise<number | undefined> {
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
      const environ = await readFile(`/proc/${pid}/environ`, 'utf8');
      const [program, ...args] = cmdline.split('\0');
      // The node process itself, not the shell npm runs it from (V8 flags may come before the script).
      if (!program?.endsWith('node') || !args.some((arg) => arg.endsWith('server/main.js'))) continue;
      if (!environ.split('\0').includes(`PORT=${port}`)) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
      if (rss) return Math.round(Number(rss[1]) / 1024);
    } catch {
      // Another user's process, or one that just ended.
    }
  }
  return undefined;
}

function figures(name: string, result: autocannon.Result): Figures {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function printTable(rows: Figures[]) {
  console.log(
    `\nautocannon, ${CONNECTIONS} connections × ${SECONDS} s per page (aim: ≥ 2,000 req/s, p99 ≤ 50 ms)\n`,
  );
  console.log('| page | requests/s | p50 ms | p99 ms | non-2xx | errors | timeouts | server CPU ms/req |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.timeouts} | ${r.cpuMsPerRequest?.toFixed(3) ?? '?'} |`,
    );
  }
}

async function main() {
  const stack = await startBenchStack({
    apiPort: API_PORT,
    sitePort: SITE_PORT,
    build: process.env.BUILD !== '0',
    // Only the network rows send X-Forwarded-For (from 127.0.0.1): the other clients are their peers.
    siteServerEnv: {
      SITE_TRUSTED_PROXIES: '127.0.0.1',
      // Counts the server's renders (the junk values' row).
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --import ${join(process.cwd(), 'scripts/bench-render-count-preload.mjs')}`.trim(),
      RENDER_COUNT_OUT: RENDER_COUNT_FILE,
    },
  });
  const { backendUrl, siteUrl } = stack;
  siteGroup = stack.siteGroup;
  const service = benchServiceClient(backendUrl);
  await seedPosts(service, POSTS);
  await seedAuthor(service);
  if (process.env.ONLY === 'network') {
    await networkFairness(siteUrl);
    return;
  }
  if (process.env.ONLY === 'junk') {
    await junkValues(siteUrl);
    return;
  }

  const pages = process.env.PAGES?.split(',') ?? [
    '/',
    // A tagged link (a forum post) and a tab link: rendered once, then from memory like '/'.
    '/?utm_source=forum',
    '/documentation?tab=api',
    '/pricing',
    '/blog',
    '/blog?q=agent',
    `/blog/tag/${BENCH_TAG}`,
    `/blog/${BENCH_POST}`,
    // An author's page (issue #34): kept like /blog, so the same aims.
    `/blog/author/${BENCH_AUTHOR}`,
  ];
  const rows: Figures[] = [];
  for (const path of pages) rows.push(await withCpu(() => load(path, `${siteUrl}${path}`)));
  await editTitle(service, `Edited right before the run ${Date.now()}`);
  rows.push(await load(`/blog/${BENCH_POST} right after an edit`, `${siteUrl}/blog/${BENCH_POST}`, false));
  printTable(rows);

  // Floods of new addresses: each request one the server has never seen (tracking tags, searches,
  // unknown slugs, playground runs). Past a client's render slots the answer is 429 (non-2xx).
  const floods: Figures[] = [];
  for (const { name, path } of FLOODS) {
    if (process.env.PAGES && !process.env.PAGES.split(',').includes(name)) continue;
    floods.push(
      await withCpu(async () => figures(name, await flood(siteUrl, path, { connections: CONNECTIONS }))),
    );
  }
  console.log(
    '\nEvery request a different address (aim: tags ≥ 2,000 req/s; the others ≥ 500 req/s, p99 ≤ 250 ms)',
  );
  printTable(floods);

  // One client floods new blog searches while a second reads the home page and a post. Both are this
  // machine's address, so the reader's pages are read once first: kept, they take no render slot
  // (the floods before may have pushed the post out of memory, and the flood holds the slots).
  for (const path of ['/', `/blog/${BENCH_POST}`]) await (await fetch(`${siteUrl}${path}`)).arrayBuffer();
  const [flooding, reading] = await Promise.all([
    flood(siteUrl, FLOODS[2]!.path, { connections: CONNECTIONS }),
    autocannon({
      url: siteUrl,
      connections: 10,
      duration: SECONDS,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: [{ path: '/' }, { path: `/blog/${BENCH_POST}` }],
    }),
  ]);
  console.log(
    '\nAt the same time: a flood of new searches, and a reader of / and a post (aim: reader p99 ≤ 100 ms)',
  );
  printTable([
    figures('flood: /blog?q=<random>', flooding),
    figures(`reader: / and /blog/${BENCH_POST}, 10 connections`, reading),
  ]);

  // Two addresses flood new blog searches and unknown slugs as fast as they can while a third asks new
  // searches one at a time: the render slots' waiting line (render-limit.ts) gives each freed slot to
  // the visitor first, so it should see no 503 and wait about one render.
  const perAddress = Math.max(1, Math.floor(CONNECTIONS / 2));
  const floodsEnd = new Promise<void>((resolve) => setTimeout(resolve, SECONDS * 1000));
  const [floodA, floodB, visitor] = await Promise.all([
    floodFrom(siteUrl, '127.0.0.2', FLOODS[2]!.path, perAddress, floodsEnd),
    floodFrom(siteUrl, '127.0.0.3', FLOODS[3]!.path, perAddress, floodsEnd),
    oneAtATimeFrom(siteUrl, '127.0.0.4', () => `/blog?q=visitor-${random()}`, SECONDS),
  ]);
  console.log(
    `\nAt the same time: two addresses flooding new pages (${perAddress} connections each), and a visitor ` +
      'asking new searches one at a time from a third (aim: every answer 200)\n',
  );
  console.log('| client | answers | per second | visitor p50 ms | visitor p99 ms |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const f of [floodA, floodB]) {
    console.log(`| flooder ${f.address} | ${statusCounts(f.byStatus)} | ${Math.round(f.perSecond)} | | |`);
  }
  console.log(
    `| visitor 127.0.0.4 | ${statusCounts(visitor.byStatus)} | ` +
      `${(visitor.latencies.length / SECONDS).toFixed(1)} | ${percentile(visitor.latencies, 50).toFixed(1)} | ` +
      `${percentile(visitor.latencies, 99).toFixed(1)} |`,
  );

  await networkFairness(siteUrl);
  await junkValues(siteUrl);

  const addresses = Number(process.env.ADDRESSES ?? 100_000);
  const before = await serverRssMb(SITE_PORT);
  let i = 0;
  const mixed = () => FLOODS[i++ % FLOODS.length]!.path();
  const started = performance.now();
  await flood(siteUrl, mixed, { connections: CONNECTIONS, amount: addresses });
  console.log(
    `\nServer memory (RSS): ${before ?? '?'} MB before ${addresses.toLocaleString('en')} distinct addresses ` +
      `(${((performance.now() - started) / 1000).toFixed(0)} s), ${(await serverRssMb(SITE_PORT)) ?? '?'} MB after ` +
      `(cap: ${RSS_CAP_MB} MB: every memo is byte-bounded)`,
  );

  const freshness: number[] = [];
  for (let i = 0; i < 5; i++) {
    freshness.push(await freshnessSeconds(service, siteUrl));
    await sleep(300 + Math.random() * 1_000); // edits at various points of the cache's cycle
  }
  console.log(
    `\nAn edit shows on its page after: ${freshness.map((s) => `${s.toFixed(2)} s`).join(', ')} (bound: 5 s)`,
  );
}

/**
 * The render line's network rule (render-limit.ts): NETWORK_CLIENTS (40) /64s of one IPv6 /48 flood new
 * searches (one connection each, named by X-Forwarded-For from the trusted 127.0.0.1: the loopback has
 * only ::1) while a visitor of another network (127.0.0.4) asks new searches one at a time; then the
 * same flood from 40 /48s, as the server counted a /48's /64s before the rule (each its own network).
 */
async function networkFairness(siteUrl: string) {
  const clients = Number(process.env.NETWORK_CLIENTS ?? 40);
  console.log(
    `\nAt the same time: ${clients} IPv6 clients flooding new searches (one connection each), and a ` +
      'visitor of another network asking new searches one at a time (aim: every answer 200)\n',
  );
  console.log(
    '| flood | flood answers | flood per second | visitor answers | visitor p50 ms | visitor p99 ms | server CPU s | server CPU µs per answer |',
  );
  console.log('| --- | --- | ---: | --- | ---: | ---: | ---: | ---: |');
  const runs = [
    { name: `${clients} /64s of one /48`, address: (i: number) => `2001:db8:1:${i.toString(16)}::1` },
    {
      name: `${clients} /48s (one network each)`,
      address: (i: number) => `2001:db8:${(i + 16).toString(16)}::1`,
    },
  ];
  for (const run of runs) {
    const end = new Promise<void>((resolve) => setTimeout(resolve, SECONDS * 1000));
    const cpuBefore = groupCpuMs(siteGroup);
    const [visitor, ...flooders] = await Promise.all([
      oneAtATimeFrom(siteUrl, '127.0.0.4', () => `/blog?q=visitor-${random()}`, SECONDS),
      ...Array.from({ length: clients }, (_, i) =>
        floodFrom(siteUrl, '127.0.0.1', FLOODS[2]!.path, 1, end, { 'X-Forwarded-For': run.address(i) }),
      ),
    ]);
    const byStatus = new Map<number, number>();
    for (const f of flooders)
      for (const [status, count] of f.byStatus) byStatus.set(status, (byStatus.get(status) ?? 0) + count);
    const perSecond = flooders.reduce((sum, f) => sum + f.perSecond, 0);
    // The server's CPU over the run, per answer it gave (the flood's refusals are most of them).
    const cpuAfter = groupCpuMs(siteGroup);
    const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
    const answers =
      [...byStatus.values(), ...visitor.byStatus.values()].reduce((sum, count) => sum + count, 0) || 1;
    console.log(
      `| ${run.name} | ${statusCounts(byStatus)} | ${Math.round(perSecond)} | ${statusCounts(visitor.byStatus)} | ` +
        `${percentile(visitor.latencies, 50).toFixed(1)} | ${percentile(visitor.latencies, 99).toFixed(1)} | ` +
        `${cpuMs === undefined ? '?' : (cpuMs / 1000).toFixed(2)} | ` +
        `${cpuMs === undefined ? '?' : Math.round((cpuMs * 1000) / answers)} |`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
    await rm(RENDER_COUNT_FILE, { force: true });
  });
