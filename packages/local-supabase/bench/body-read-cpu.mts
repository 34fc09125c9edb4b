// Run: npx tsx bench/body-read-cpu.mts (ports 56051, 56052). CPU per request of the body middleware: Hono's bodyLimit (before) against readLimited (after),
// alternating rounds, over a real Node server (loopback), 1 KB JSON bodies with Content-Length.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { bodyLimit } from '../src/http/body-limit';

function app(kind: 'before' | 'after') {
  const a = new Hono();
  a.use('*', kind === 'before' ? honoBodyLimit({ maxSize: 1 << 20 }) : bodyLimit(1 << 20));
  a.post('/', async (c) => c.json({ n: Object.keys(await c.req.json()).length }));
  return a;
}
const body = JSON.stringify(
  Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'x'.repeat(15)])),
);
const servers = await Promise.all(
  (['before', 'after'] as const).map(
    (kind) =>
      new Promise<{ kind: string; port: number; close: () => void }>((resolve) => {
        const s = serve(
          { fetch: app(kind).fetch, port: 56051 + (kind === 'after' ? 1 : 0), hostname: '127.0.0.1' },
          (info) => resolve({ kind, port: info.port, close: () => s.close() }),
        );
      }),
  ),
);
const N = 400;
const results: Record<string, number[]> = { before: [], after: [] };
for (let round = 0; round < 12; round++) {
  for (const s of round % 2 ? [...servers].reverse() : servers) {
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < N; i++) {
      const r = await fetch(`http://127.0.0.1:${s.port}/`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      await r.arrayBuffer();
    }
    const cpu = process.cpuUsage(cpu0);
    // The first two rounds warm the JIT up: not counted.
    if (round >= 2) results[s.kind]!.push((cpu.user + cpu.system) / 1000 / N);
  }
}
for (const [kind, list] of Object.entries(results)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${kind}: CPU ms per request (client and server in one process), median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)}, runs ${list.map((x) => x.toFixed(3)).join(' ')}`,
  );
}
for (const s of servers) s.close();
