// `npx tsx scripts/bench-etag.ts`: the CPU one page's ETag costs (site/server/page-cache/etag.ts, a
// SHA-256 of the page's uncompressed HTML, once per render), beside two cheaper digests for scale,
// on pages of the sizes bench:render reports (a post about 50 KB, the largest page, a five-supplier
// playground run, 150 KB; a 100-round run of two Boulware agents, 230 KB). Rounds alternate the digests, so a loaded machine slows each alike.
// Figures only: CPU microseconds per page (process.cpuUsage), the median round's. ROUNDS, PER_ROUND.
import { createHash } from 'node:crypto';
import { weakEtag } from '../site/server/page-cache/etag';

const ROUNDS = Number(process.env.ROUNDS ?? 15);
const PER_ROUND = Number(process.env.PER_ROUND ?? 200);

/** HTML-like text of `bytes` bytes: markup and words, so no digest meets an unusual input. */
function page(bytes: number): Uint8Array {
  const chunk = '<p class="m_b6d8b162">Anchors, concessions and walk-away points: round 7 of 100.</p>\n';
  return new TextEncoder().encode(chunk.repeat(Math.ceil(bytes / chunk.length)).slice(0, bytes));
}

const digests: Record<string, (bytes: Uint8Array) => string> = {
  'weakEtag (SHA-256, used)': weakEtag,
  'SHA-1': (bytes) => createHash('sha1').update(bytes).digest('base64url'),
  MD5: (bytes) => createHash('md5').update(bytes).digest('base64url'),
};

console.log(`CPU µs per page, median of ${ROUNDS} rounds of ${PER_ROUND} (rounds alternate the digests)\n`);
console.log(`| page | ${Object.keys(digests).join(' | ')} |`);
console.log(`| --- |${' ---: |'.repeat(Object.keys(digests).length)}`);
for (const kib of [10, 50, 150, 230]) {
  const bytes = page(kib * 1024);
  const perPage: Record<string, number[]> = Object.fromEntries(
    Object.keys(digests).map((name) => [name, []]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, digest] of Object.entries(digests)) {
      const before = process.cpuUsage();
      for (let i = 0; i < PER_ROUND; i++) digest(bytes);
      const used = process.cpuUsage(before);
      perPage[name]!.push((used.user + used.system) / PER_ROUND);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `| ${kib} KiB | ${Object.values(perPage)
      .map((values) => median(values).toFixed(0))
      .join(' | ')} |`,
  );
}
