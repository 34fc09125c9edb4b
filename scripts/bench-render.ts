// `npm run bench:render`: what one page rendered on request costs the production server. Builds the
// site (BUILD=0 serves the build already in site/dist-bench), starts the embedded backend in memory
// with published posts and the site's server, then asks, over one connection and one request at a
// time, for addresses the server has never seen: a blog search, each post once (plain, with a cover
// image, with five images in its text, asked in turn; then each kept, from memory), an unknown slug,
// a playground run, and marketing pages with a random tracking tag. Prints the median and the slowest
// tenth of the time to the whole answer, per kind, and the site server's CPU time per request (Linux:
// /proc; a loaded machine inflates wall times far more). Figures only: it never fails on them.
//
// SAMPLES=50 npm run bench:render    more addresses per kind (posts: at most the seeded ones).
import { setTimeout as sleep } from 'node:timers/promises';
import { groupCpuMs, groupLargestRssMb } from './bench-cpu';
import { benchServiceClient, percentile } from './bench-stats';
import { BENCH_API_PORT, BENCH_SITE_PORT, startBenchStack, stopAll } from './bench-processes';
import { coverPostSlug, figuresPostSlug, seedPicturePosts, seedPosts } from './bench-seed';

const SAMPLES = Number(process.env.SAMPLES ?? 30);
const random = () => Math.random().toString(36).slice(2, 10);

/**
 * Each kind: a new address per sample. Kinds of one `group` (next to each other) are asked in turn,
 * sample by sample, so a loaded machine's moments fall on each alike (and the first post's warm-up
 * on none in particular); their CPU is counted around each request.
 */
interface Kind {
  name: string;
  address: (i: number) => string;
  group?: 'posts' | 'kept posts';
}
const KINDS: Kind[] = [
  { name: '/blog?q=<random>', address: () => `/blog?q=${random()}` },
  { name: '/blog/<post> (each once)', address: (i) => `/blog/bench-post-${i + 1}`, group: 'posts' },
  {
    name: '/blog/<post with a cover image> (each once)',
    address: (i) => `/blog/${coverPostSlug(i + 1)}`,
    group: 'posts',
  },
  {
    name: '/blog/<post with five images> (each once)',
    address: (i) => `/blog/${figuresPostSlug(i + 1)}`,
    group: 'posts',
  },
  // The same posts kept: each asked twice first (rendered again, as the cold ones are past the 5 s
  // time rule, then compressed at the best levels in the background: page.ts), then, 0.7 s later,
  // once more, within the 2 s a kept page is served as it is.
  { name: '/blog/<post> kept', address: (i) => `/blog/bench-post-${i + 1}`, group: 'kept posts' },
  {
    name: '/blog/<post with a cover image> kept',
    address: (i) => `/blog/${coverPostSlug(i + 1)}`,
    group: 'kept posts',
  },
  {
    name: '/blog/<post with five images> kept',
    address: (i) => `/blog/${figuresPostSlug(i + 1)}`,
    group: 'kept posts',
  },
  { name: '/blog/<unknown slug> (404)', address: () => `/blog/no-such-${random()}` },
  {
    name: '/playground?seed=<random>',
    address: () => `/playground?seed=${Math.floor(Math.random() * 2 ** 32)}`,
  },
  {
    name: '/playground?m_n=3&m_seed=<random> (three suppliers)',
    address: () => `/playground?m_n=3&m_seed=${Math.floor(Math.random() * 2 ** 32)}`,
  },
  {
    // The longest a visitor can ask: five Boulware suppliers against a Boulware buyer, 100 rounds.
    name: '/playground?<five suppliers, 100 rounds>&m_seed=<random>',
    address: () =>
      `/playground?m_n=5&m_deadline=100&m_b_strategy=boulware&${[1, 2, 3, 4, 5].map((n) => `m_s${n}_strategy=boulware`).join('&')}&m_seed=${Math.floor(Math.random() * 2 ** 32)}`,
  },
  {
    name: '/playground?deadline=100&<Boulware both>&seed=<random>',
    address: () =>
      `/playground?deadline=100&b_strategy=boulware&s_strategy=boulware&seed=${Math.floor(Math.random() * 2 ** 32)}`,
  },
  { name: '/?utm_source=<random>', address: () => `/?utm_source=${random()}` },
  { name: '/pricing?gclid=<random>', address: () => `/pricing?gclid=${random()}` },
  {
    name: '/documentation?tab=api&fbclid=<random>',
    address: () => `/documentation?tab=api&fbclid=${random()}`,
  },
];

async function main() {
  const { backendUrl, siteUrl, siteGroup } = await startBenchStack({
    apiPort: BENCH_API_PORT,
    sitePort: BENCH_SITE_PORT,
    build: process.env.BUILD !== '0',
  });
  const service = benchServiceClient(backendUrl);
  await seedPosts(service, SAMPLES);
  await seedPicturePosts(service, SAMPLES);
  // The server's first render loads modules and warms V8: not what a visitor meets later.
  for (const path of ['/blog', '/playground?seed=2', '/blog/warm-up-unknown', '/documentation?tab=faq'])
    await (await fetch(`${siteUrl}${path}`)).arrayBuffer();

  console.log(`\nOne connection, one request at a time, ${SAMPLES} new addresses per kind (gzip accepted)\n`);
  console.log('| address | median ms | p90 ms | max ms | server CPU ms per request | HTML KiB | statuses |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  const ask = (address: string) =>
    fetch(`${siteUrl}${address}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  for (let k = 0; k < KINDS.length;) {
    const group = KINDS[k]!.group;
    const kinds = group === undefined ? [KINDS[k]!] : KINDS.filter((kind) => kind.group === group);
    k += kinds.length;
    const rows = kinds.map(() => ({
      times: [] as number[],
      sizes: [] as number[],
      statuses: new Set<number>(),
      cpu: 0,
    }));
    const cpuBefore = groupCpuMs(siteGroup);
    for (let i = 0; i < SAMPLES; i++) {
      if (group === 'kept posts') {
        for (const kind of i % 2 === 0 ? kinds : [...kinds].reverse())
          for (let ahead = 0; ahead < 2; ahead++) await (await ask(kind.address(i))).arrayBuffer();
        await sleep(700); // the best levels' compression, in zlib's pool
      }
      // Every other sample in the opposite order: no kind always comes first (after the pause) or last.
      const order = i % 2 === 0 ? [...kinds.entries()] : [...kinds.entries()].reverse();
      for (const [r, kind] of order) {
        const row = rows[r]!;
        const cpuStarted = groupCpuMs(siteGroup);
        const started = performance.now();
        const response = await ask(kind.address(i));
        // fetch decompresses: the page's own size, what the browser parses.
        row.sizes.push((await response.arrayBuffer()).byteLength);
        row.times.push(performance.now() - started);
        row.statuses.add(response.status);
        row.cpu += (groupCpuMs(siteGroup) ?? Number.NaN) - (cpuStarted ?? Number.NaN);
      }
    }
    // A kind alone: the site server's CPU over its requests, background work included; a group's:
    // around each request. 10 ms ticks: a mean over the samples, not a median.
    if (group === undefined) rows[0]!.cpu = (groupCpuMs(siteGroup) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
    const ms = (value: number) => value.toFixed(1);
    for (const [r, kind] of kinds.entries()) {
      const { times, sizes, statuses, cpu } = rows[r]!;
      times.sort((a, b) => a - b);
      sizes.sort((a, b) => a - b);
      // By request: robust to a loaded machine where wall times are mostly waiting for a core.
      const cpuPerRequest = Number.isNaN(cpu) ? 'n/a' : ms(cpu / SAMPLES);
      console.log(
        `| ${kind.name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 90))} | ${ms(times.at(-1)!)} | ${cpuPerRequest} | ${(percentile(sizes, 50) / 1024).toFixed(0)} | ${[...statuses].join(', ')} |`,
      );
    }
  }
  // What the server holds after them (its young generation's size shows here: site/package.json's serve).
  const rss = groupLargestRssMb(siteGroup);
  console.log(
    `\nThe site server's resident memory after these: ${rss === undefined ? 'n/a' : `${rss.toFixed(0)} MB`}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
