// `npm run bench:refusals`: the site server's CPU per refused request (429). The render line is
// filled as under bench:site's ONLY=network flood (the site's 4 slots held by renders that never end,
// the /48's 8 places taken by waiting /64s), then new searches from the /48's other /64s, each
// refused, named by X-Forwarded-For from a trusted proxy as the bench's flooders are. No render ever
// runs: the server's CPU is the refusals'.
//
// In process (default): REQUESTS searches one after another through `app.request`, no HTTP (the
// site's own code and the Request/Response objects), CPU µs per refusal over ROUNDS rounds.
// HTTP=1: the server on 127.0.0.1:BENCH_SITE_PORT+1 (@hono/node-server, as in production), flooded for
// SECONDS by CONNECTIONS keep-alive connections from a child process (as bench:site's flooders: each
// asks again the moment its answer came); the server process's CPU µs per answer, over ROUNDS floods.
// DOOR=off: the penalty box never boxes, so every refusal takes the whole way (as before
// penalty-box.ts): alternate the two for a side-by-side figure on a loaded machine.
// Figures only, never a test: `node --cpu-prof --import tsx scripts/bench-refusals.ts` shows where
// the time goes.
//
// DOOR=off HTTP=1 ROUNDS=3 npm run bench:refusals
import { serve } from '@hono/node-server';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type * as AppModule from '../site/server/app';
import type * as FinishPageModule from '../site/server/finish-page';
import type * as RenderLimitModule from '../site/server/render-limit';
import type * as ClientAddressModule from '../shared/src/net/client-address';
import type * as PenaltyBoxModule from '../site/server/penalty-box';
import { floodFrom } from './bench-address-clients';

const REQUESTS = Number(process.env.REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 40);
const PORT = Number(process.env.BENCH_SITE_PORT ?? 57040) + 1;
const FLOOD_ARG = '--flood-child';
const random = () => Math.random().toString(36).slice(2, 10);
/** The /48's /64s that flood (a different one each connection). */
const flooder = (i: number) => `2001:db8:1:${(i % 40).toString(16)}::1`;

/** The child's part (HTTP=1): floods the server, prints how many answers by status, as JSON. */
async function floodChild(url: string) {
  const end = sleep(SECONDS * 1000);
  const floods = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, i) =>
      floodFrom(url, '127.0.0.1', () => `/blog?q=${random()}`, 1, end, { 'X-Forwarded-For': flooder(i) }),
    ),
  );
  const byStatus: Record<number, number> = {};
  for (const flood of floods)
    for (const [status, count] of flood.byStatus) byStatus[status] = (byStatus[status] ?? 0) + count;
  console.log(JSON.stringify(byStatus));
}

/** The server's part. */
async function main() {
  // The server's modules as Vite builds them (the routes read `import.meta.glob`).
  const vite = await createServer({
    root: 'site',
    configFile: 'site/vite.config.ts',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const { createSiteServer } = await load<typeof AppModule>('/server/app.ts');
  const { createPageFinisher } = await load<typeof FinishPageModule>('/server/finish-page.ts');
  const { createRenderSlots } = await load<typeof RenderLimitModule>('/server/render-limit.ts');
  const { parseTrustedProxies } = await load<typeof ClientAddressModule>('@parley/shared/client-address');
  const { PenaltyBox } = await load<typeof PenaltyBoxModule>('/server/penalty-box.ts');

  /** DOOR=off: a box that never boxes. */
  class OpenDoor extends PenaltyBox {
    override boxed() {
      return undefined;
    }
  }
  const door = process.env.DOOR ?? 'on';
  const template =
    '<html><head><!--page-head--></head><body><div id="root"><!--page-body--></div><!--page-data--></body></html>';
  const clientDir = mkdtempSync(join(tmpdir(), 'parley-refusals-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), template);
  const app = createSiteServer({
    clientDir,
    prerendered: new Map([['/pricing', '<html>prerendered pricing</html>']]),
    // Never ends: the slots it takes stay taken, so every later request is refused.
    render: () => new Promise(() => {}),
    finishPage: createPageFinisher({ template, routeChunks: {}, inlineCriticalCss: async (html) => html }),
    listPublishedPosts: async () => [],
    blogVersion: async () => 'v1',
    siteUrl: 'https://parley.example',
    supabaseUrl: 'https://api.parley.example',
    builtAt: new Date('2026-01-01T00:00:00Z'),
    trustedProxies: parseTrustedProxies('127.0.0.1'),
    // Waiters never give up during the run: the /48's places stay taken.
    renderSlots: createRenderSlots(2, 4, { waitMs: 3_600_000 }),
    penaltyBox: door === 'off' ? new OpenDoor() : new PenaltyBox(),
  });
  const fromProxy = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  const search = (client: string) =>
    app.request(
      `/blog?q=${random()}`,
      { headers: { 'accept-encoding': 'gzip, deflate, br', 'x-forwarded-for': client } },
      fromProxy,
    );

  // The site's 4 slots, held by 4 other networks; the /48's 8 places in the line, held by 8 of its /64s.
  for (let i = 0; i < 4; i++) void search(`198.51.${100 + i}.1`);
  for (let i = 0; i < 8; i++) void search(`2001:db8:1:${(0x100 + i).toString(16)}::1`);
  await sleep(50);
  const check = await search('2001:db8:1:1::1');
  if (check.status !== 429) throw new Error(`Expected the flood to be refused, got ${check.status}`);

  const perRefusal: number[] = [];
  let detail = '';
  if (process.env.HTTP === '1') {
    const server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });
    for (let round = 0; round < ROUNDS; round++) {
      const before = process.cpuUsage();
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), FLOOD_ARG], {
        env: { ...process.env, FLOOD_URL: `http://127.0.0.1:${PORT}` },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise((resolve) => child.on('exit', resolve));
      const used = process.cpuUsage(before);
      const byStatus = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, number>;
      const answers = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
      if (Object.keys(byStatus).some((status) => status !== '429'))
        throw new Error(`Not all refused: ${output}`);
      perRefusal.push((used.user + used.system) / answers);
      detail += ` ${answers}`;
    }
    server.close();
    detail = `HTTP, ${CONNECTIONS} connections × ${SECONDS} s, refusals per round:${detail}`;
  } else {
    for (let round = 0; round < ROUNDS; round++) {
      const before = process.cpuUsage();
      for (let i = 0; i < REQUESTS; i++) {
        const answer = await search(flooder(i));
        if (answer.status !== 429) throw new Error(`Request ${i} was answered ${answer.status}, not 429`);
        await answer.arrayBuffer();
      }
      const used = process.cpuUsage(before);
      perRefusal.push((used.user + used.system) / REQUESTS);
    }
    detail = `in process, ${REQUESTS} × ${ROUNDS}`;
  }
  const sorted = [...perRefusal].sort((a, b) => a - b);
  console.log(
    `Server CPU per refused request (door ${door}, ${detail}): median ` +
      `${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} µs, min ${sorted[0]!.toFixed(1)} µs ` +
      `(each: ${perRefusal.map((v) => v.toFixed(1)).join(', ')})`,
  );
  process.exit(0);
}

if (process.argv.includes(FLOOD_ARG)) void floodChild(process.env.FLOOD_URL!);
else void main();
