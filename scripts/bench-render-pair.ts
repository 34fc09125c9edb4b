// `npm run bench:render-pair`: two (or more) builds of the site side by side on one embedded backend,
// what one page rendered on request costs each: one connection, requests alternating between the
// servers (so a moment of load on the shared machine falls on both), a new address each time, the
// server's CPU time per request beside the wall times. Figures only: it never fails on them.
//
// Each build is a release folder copied from `site/dist-bench` after `npm run bench:render` (or its
// build) made it, so every build bakes in the same backend address (BENCH_API_PORT):
//   cp -rL site/dist-bench site/dist-before   # then change the code, build again, and
//   SITES=dist-before,dist-bench KINDS=post,search,404,play SAMPLES=50 npm run bench:render-pair
// The servers listen on BENCH_SITE_PORT + 1, + 2, …
import { groupCpuMs } from './bench-cpu';
import {
  BENCH_API_PORT,
  BENCH_SITE_PORT,
  startBenchBackend,
  startReleaseServer,
  stopAll,
  waitFor,
} from './bench-processes';
import {
  coverPostSlug,
  figuresPostSlug,
  ownPicturesPostSlug,
  seedOwnPicturePosts,
  seedPicturePosts,
  seedPosts,
} from './bench-seed';
import { benchServiceClient, percentile } from './bench-stats';

const SAMPLES = Number(process.env.SAMPLES ?? 40);
const SITES = (process.env.SITES ?? 'dist-before,dist-bench').split(',');
const random = () => Math.random().toString(36).slice(2, 10);
const seed = () => Math.floor(Math.random() * 2 ** 32);
/**
 * Each kind: a new address per request (posts: each seeded post once, so each is new to its server).
 * `cover` and `figures` name pictures every such post shares (their sizes read once by a server);
 * `own` a post whose cover and figures are its own, read by no server before (bench-seed.ts).
 */
const KINDS: Record<string, (post: number) => string> = {
  post: (post) => `/blog/bench-post-${post}`,
  cover: (post) => `/blog/${coverPostSlug(post)}`,
  figures: (post) => `/blog/${figuresPostSlug(post)}`,
  own: (post) => `/blog/${ownPicturesPostSlug(post)}`,
  search: () => `/blog?q=${random()}`,
  404: () => `/blog/no-such-${random()}`,
  play: () => `/playground?seed=${seed()}`,
  play3: () => `/playground?m_n=3&m_seed=${seed()}`,
};
const kinds = (process.env.KINDS ?? 'post,search,404,play').split(',').filter((kind) => kind in KINDS);

async function main() {
  const { backendUrl } = startBenchBackend(BENCH_API_PORT);
  const servers = SITES.map((dir, n) => {
    const { child, url } = startReleaseServer(dir, BENCH_SITE_PORT + 1 + n, backendUrl);
    return {
      dir,
      url,
      group: child.pid,
      cpuMs: new Map<string, number>(),
      times: new Map<string, number[]>(),
    };
  });
  await waitFor(`${backendUrl}/auth/v1/health`, 'The backend');
  for (const server of servers) await waitFor(server.url, `The site of ${server.dir}`);
  // One post per request of the post kind, and one more to warm up with (never measured).
  const posts = SAMPLES * servers.length;
  await seedPosts(benchServiceClient(backendUrl), posts + 1);
  if (kinds.includes('cover') || kinds.includes('figures'))
    await seedPicturePosts(benchServiceClient(backendUrl), posts + 1);
  if (kinds.includes('own')) await seedOwnPicturePosts(benchServiceClient(backendUrl), posts + 1);
  // A server's first renders load modules and warm V8: not what a visitor meets later.
  for (const server of servers)
    for (const path of [
      '/blog',
      '/playground?seed=2',
      '/blog/warm-up-unknown',
      `/blog/bench-post-${posts + 1}`,
      ...(kinds.includes('cover') ? [`/blog/${coverPostSlug(posts + 1)}`] : []),
      ...(kinds.includes('figures') ? [`/blog/${figuresPostSlug(posts + 1)}`] : []),
      ...(kinds.includes('own') ? [`/blog/${ownPicturesPostSlug(posts + 1)}`] : []),
    ])
      await (await fetch(`${server.url}${path}`)).arrayBuffer();

  for (const kind of kinds) {
    let post = 1; // the kind's next seeded post: each is new to its server
    for (let i = 0; i < SAMPLES; i++) {
      // Alternating which goes first: neither always meets the other's garbage or a busier moment.
      for (const server of i % 2 ? [...servers].reverse() : servers) {
        const cpuBefore = groupCpuMs(server.group);
        const started = performance.now();
        const response = await fetch(`${server.url}${KINDS[kind]!(post++)}`, {
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        });
        await response.arrayBuffer();
        const wall = performance.now() - started;
        const cpuAfter = groupCpuMs(server.group);
        server.times.set(kind, [...(server.times.get(kind) ?? []), wall]);
        if (cpuBefore !== undefined && cpuAfter !== undefined)
          server.cpuMs.set(kind, (server.cpuMs.get(kind) ?? 0) + cpuAfter - cpuBefore);
      }
    }
  }
  console.log(
    `\nOne connection, requests alternating between the builds, ${SAMPLES} new addresses per kind and build\n`,
  );
  console.log('| kind | build | median ms | p90 ms | server CPU ms per request |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const kind of kinds)
    for (const server of servers) {
      const times = server.times.get(kind)!.sort((a, b) => a - b);
      const cpu = server.cpuMs.has(kind) ? (server.cpuMs.get(kind)! / times.length).toFixed(1) : 'n/a';
      console.log(
        `| ${kind} | ${server.dir} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 90).toFixed(1)} | ${cpu} |`,
      );
    }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
