// `npx tsx --expose-gc scripts/bench-page-cache.ts`: the site server's page cache alone
// (site/server/page-cache/page-cache.ts), through its public API, with a render that costs nothing
// (one 4 KB page, the same bytes for every key): so the figures are the store's own (lookups, the
// single-flight, eviction) and its memory per key. Prints, for 100,000 keys: kept pages asked for
// (hits), new keys past the bound (a render, a set and an eviction each), and the heap the 100,000
// kept pages take beyond their shared body. CPU time (process.cpuUsage) beside wall time: on a
// loaded machine the wall time is mostly waiting for a core. Figures only, never a pass/fail.
//
// PAGE_CACHE=path/to/page-cache.ts npx tsx --expose-gc scripts/bench-page-cache.ts
//   measures another implementation of `createPageCache` (e.g. a previous commit's, side by side).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { encodePageSync } from '../site/server/page-cache/page';
import type { createPageCache as CreatePageCache } from '../site/server/page-cache/page-cache';

const KEYS = 100_000;
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const module = process.env.PAGE_CACHE ?? 'site/server/page-cache/page-cache.ts';
const { createPageCache } = (await import(pathToFileURL(resolve(module)).href)) as {
  createPageCache: typeof CreatePageCache;
};

const page = encodePageSync(200, `<main>${'A kept page. '.repeat(300)}</main>`);
/** One data version, and pages that never grow stale: lookups, not refreshes (the rules are the same code either way). */
const rules = { freshness: { current: async () => 'v1' }, freshMs: Infinity, maxStaleMs: Infinity };
const keys = Array.from({ length: KEYS }, (_, i) => `/blog?q=search-${i}`);

function collect(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

/** Runs `work`, and prints its operations per second of CPU and of wall time. */
async function measure(name: string, operations: number, work: () => Promise<void>) {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  await work();
  const wallMs = performance.now() - wall;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    `| ${name} | ${Math.round(operations / (cpuMs / 1000)).toLocaleString('en')} | ` +
      `${Math.round(operations / (wallMs / 1000)).toLocaleString('en')} | ${((cpuMs * 1000) / operations).toFixed(2)} |`,
  );
}

console.log(`\nPage cache: ${module}, ${KEYS.toLocaleString('en')} keys, ${ROUNDS} rounds\n`);
console.log('| operation | per CPU second | per wall second | CPU µs each |');
console.log('| --- | ---: | ---: | ---: |');
for (let round = 0; round < ROUNDS; round++) {
  // Room for every key: all kept.
  let all: ReturnType<typeof createPageCache> | undefined = createPageCache({
    render: async () => page,
    ...rules,
    maxEntries: KEYS,
    maxBytes: 2 ** 40,
  });
  await measure('set: a new key rendered and kept', KEYS, async () => {
    for (const key of keys) await all!.get(key, 'gzip');
  });
  await measure('get: a kept page', KEYS, async () => {
    for (let i = 0; i < KEYS; i++) await all!.get(keys[(i * 7919) % KEYS]!, 'gzip');
  });
  await measure('get: 50 concurrent requests for one new key', KEYS, async () => {
    for (let i = 0; i < KEYS / 50; i++) {
      await Promise.all(Array.from({ length: 50 }, () => all!.get(`/new-${i}`, 'gzip')));
    }
  });
  // The heap the kept pages hold: with the cache, then without it.
  const withCache = collect();
  all = undefined;
  const heapMb = (withCache - collect()) / 1024 / 1024;
  // A bound of 1,000 pages: every new key evicts the least recently used.
  const bounded = createPageCache({ render: async () => page, ...rules, maxEntries: 1_000 });
  await measure('evict: a new key past the bound', KEYS, async () => {
    for (const key of keys) await bounded.get(key, 'gzip');
  });
  console.log(
    `| heap of ${(KEYS * 1.02).toLocaleString('en')} kept pages (bodies shared) | ${heapMb.toFixed(1)} MB | | |`,
  );
}
