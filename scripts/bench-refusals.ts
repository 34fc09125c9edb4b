// `npm run bench:refusals`: the site server's CPU per refused request (429), in process, without
// HTTP (what Node's parser costs is the same for every answer; this measures what the site's own code
// adds). The render line is filled as under bench:site's ONLY=network flood (the site's 4 slots held
// by renders that never end, the /48's 8 places taken by waiting /64s), then REQUESTS new searches
// from the /48's other /64s, one after another, each refused, named by X-Forwarded-For from a trusted
// proxy as the bench's flooders are. Prints CPU µs per refusal over ROUNDS rounds (median, min).
// DOOR=off measures the same with the penalty box never boxing (every refusal the whole way, as
// before penalty-box.ts): alternate the two for a side-by-side figure on a loaded machine.
// Figures only, never a test: `node --cpu-prof --import tsx scripts/bench-refusals.ts` shows where
// the time goes.
//
// REQUESTS=50000 ROUNDS=7 DOOR=off npm run bench:refusals
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import type * as AppModule from '../site/server/app';
import type * as FinishPageModule from '../site/server/finish-page';
import type * as RenderLimitModule from '../site/server/render-limit';
import type * as ClientAddressModule from '../shared/src/net/client-address';
import type * as PenaltyBoxModule from '../site/server/penalty-box';

// The server's modules as Vite builds them (the routes read `import.meta.glob`): no HTTP server.
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

/** DOOR=off: a box that never boxes, so every refusal takes the whole way (as before the door). */
class OpenDoor extends PenaltyBox {
  override boxed() {
    return undefined;
  }
}
const door = process.env.DOOR ?? 'on';

const REQUESTS = Number(process.env.REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const TEMPLATE =
  '<html><head><!--page-head--></head><body><div id="root"><!--page-body--></div><!--page-data--></body></html>';

const clientDir = mkdtempSync(join(tmpdir(), 'parley-refusals-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'index.html'), TEMPLATE);

const app = createSiteServer({
  clientDir,
  prerendered: new Map([['/pricing', '<html>prerendered pricing</html>']]),
  // Never ends: the slots it takes stay taken, so every later request is refused.
  render: () => new Promise(() => {}),
  finishPage: createPageFinisher({
    template: TEMPLATE,
    routeChunks: {},
    inlineCriticalCss: async (html) => html,
  }),
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
const random = () => Math.random().toString(36).slice(2, 10);
const search = (client: string) =>
  app.request(
    `/blog?q=${random()}`,
    { headers: { 'accept-encoding': 'gzip, deflate, br', 'x-forwarded-for': client } },
    fromProxy,
  );

async function main() {
  // The site's 4 slots, held by 4 other networks; the /48's 8 places in the line, held by 8 of its /64s.
  for (let i = 0; i < 4; i++) void search(`198.51.${100 + i}.1`);
  for (let i = 0; i < 8; i++) void search(`2001:db8:1:${(0x100 + i).toString(16)}::1`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const check = await search('2001:db8:1:1::1');
  if (check.status !== 429) throw new Error(`Expected the flood to be refused, got ${check.status}`);

  const perRefusal: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) {
      const answer = await search(`2001:db8:1:${(i % 40).toString(16)}::1`);
      if (answer.status !== 429) throw new Error(`Request ${i} was answered ${answer.status}, not 429`);
      await answer.arrayBuffer();
    }
    const used = process.cpuUsage(before);
    perRefusal.push((used.user + used.system) / REQUESTS);
  }
  perRefusal.sort((a, b) => a - b);
  console.log(
    `CPU per refused request (door ${door}, in process, ${REQUESTS} × ${ROUNDS}): median ` +
      `${perRefusal[Math.floor(ROUNDS / 2)]!.toFixed(1)} µs, min ${perRefusal[0]!.toFixed(1)} µs ` +
      `(all: ${perRefusal.map((v) => v.toFixed(1)).join(', ')})`,
  );
  process.exit(0);
}

void main();
