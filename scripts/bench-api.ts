// `npm run bench:api`: the engine API on the site's production server (POST /api/v1/negotiations and
// /api/v1/negotiations/multi-supplier).
// Builds the site (BUILD=0 serves the build already in site/dist-bench), starts the embedded backend
// and the site's server, then sends scenarios for SECONDS (5) per row over 1 and 50 connections and
// prints the server's own time per answer (its Server-Timing header: the checks on the body's text,
// parsing, validation, the run, serialisation) and what a client sees (requests/s, latency). Every request names a new client in
// X-Forwarded-For from a trusted proxy (SITE_TRUSTED_PROXIES=127.0.0.1), so the per-client limit
// runs on every request but never refuses one. Figures only: it never fails on them.
//
// First, fair shares: a light client alone, beside 5 heavy clients, beside 40 heavy /64s of one /48.
//
// BENCH_API_PORT, BENCH_SITE_PORT move its ports; SECONDS, CONNECTIONS (e.g. 1,10,50) the runs;
// ROWS=fairness only the fair-share rows.
import {
  EXAMPLE_MULTI_SUPPLIER_SCENARIO,
  EXAMPLE_SCENARIO,
  MAX_ROUNDS,
  type MultiSupplierScenario,
  type Scenario,
} from '@parley/negotiation';
import { percentile } from './bench-stats';
import { BENCH_API_PORT, BENCH_SITE_PORT, startBenchStack, stopAll } from './bench-processes';

const SECONDS = Number(process.env.SECONDS ?? 5);
const CONNECTIONS = (process.env.CONNECTIONS ?? '1,50').split(',').map(Number);

/** The playground's example, and about the longest run a scenario may ask for: a deal near the deadline. */
const SCENARIOS: { name: string; path: string; scenario: Scenario | MultiSupplierScenario }[] = [
  { name: 'example (deal in a few rounds)', path: '/api/v1/negotiations', scenario: EXAMPLE_SCENARIO },
  {
    name: `deadline ${MAX_ROUNDS}, deal at the end`,
    path: '/api/v1/negotiations',
    scenario: {
      ...EXAMPLE_SCENARIO,
      deadline: MAX_ROUNDS,
      buyer: { ...EXAMPLE_SCENARIO.buyer, reservation: 90, target: 10, strategy: 'boulware' },
      seller: { ...EXAMPLE_SCENARIO.seller, reservation: 89, target: 1000, strategy: 'boulware' },
    },
  },
  {
    name: 'multi-supplier example (3 suppliers)',
    path: '/api/v1/negotiations/multi-supplier',
    scenario: EXAMPLE_MULTI_SUPPLIER_SCENARIO,
  },
  {
    // The most a request may ask: five stubborn suppliers, the longest deadline.
    name: `5 suppliers, deadline ${MAX_ROUNDS}, Boulware everywhere`,
    path: '/api/v1/negotiations/multi-supplier',
    scenario: {
      ...EXAMPLE_MULTI_SUPPLIER_SCENARIO,
      deadline: MAX_ROUNDS,
      buyer: { ...EXAMPLE_MULTI_SUPPLIER_SCENARIO.buyer, reservation: 90, target: 10, strategy: 'boulware' },
      suppliers: [89, 88.5, 88, 87.5, 87].map((reservation, index) => ({
        ...EXAMPLE_SCENARIO.seller,
        name: `Supplier ${index + 1}`,
        reservation,
        target: 1000,
        strategy: 'boulware' as const,
      })),
    },
  },
];

let client = 0;
/**
 * A new client address for every request (10.0.0.0/8 has room for 16 million), each of its own /24
 * for the first 65,536 (the clients of one IPv4 /24 count together, api/limits.ts).
 */
const nextClient = () => {
  client += 1;
  return `10.${client & 255}.${(client >> 8) & 255}.${(client >> 16) & 255}`;
};

interface Row {
  requests: number;
  perSecond: number;
  server: number[];
  latency: number[];
  statuses: Map<number, number>;
  rounds: number;
}

/** `connections` clients sending one request after another for SECONDS. */
async function load(url: string, body: string, connections: number): Promise<Row> {
  const server: number[] = [];
  const latency: number[] = [];
  const statuses = new Map<number, number>();
  let rounds = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClient() },
        });
        const answer = (await response.json()) as {
          metrics?: { rounds: number };
          threads?: { transcript: { round: number }[] }[];
        };
        latency.push(performance.now() - sent);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
        if (timing) server.push(Number(timing[1]));
        rounds =
          answer.metrics?.rounds ??
          Math.max(...(answer.threads ?? []).map((t) => t.transcript.at(-1)?.round ?? 0), rounds);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  server.sort((a, b) => a - b);
  latency.sort((a, b) => a - b);
  return { requests: latency.length, perSecond: latency.length / elapsed, server, latency, statuses, rounds };
}

/** A client's answers: statuses and latencies (ms). */
interface ClientFigures {
  statuses: Map<number, number>;
  latency: number[];
}

const statusText = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');

/** One POST named as `address` (X-Forwarded-For from the trusted 127.0.0.1), counted in `figures`. */
async function postAs(url: string, body: string, address: string, figures: ClientFigures) {
  const sent = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
  });
  await response.arrayBuffer();
  figures.latency.push(performance.now() - sent);
  figures.statuses.set(response.status, (figures.statuses.get(response.status) ?? 0) + 1);
}

/** Until `until` (performance.now()), `perSecond` requests at the start of every clock second, one at a time. */
async function atItsLimit(url: string, body: string, address: string, perSecond: number, until: number) {
  const figures: ClientFigures = { statuses: new Map(), latency: [] };
  while (performance.now() < until) {
    for (let i = 0; i < perSecond && performance.now() < until; i++)
      await postAs(url, body, address, figures);
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
  }
  return figures;
}

/** A light client: the example every 200 ms, for SECONDS. */
async function lightClient(siteUrl: string, address: string, until: number) {
  const figures: ClientFigures = { statuses: new Map(), latency: [] };
  while (performance.now() < until) {
    await postAs(siteUrl + SCENARIOS[0]!.path, JSON.stringify(SCENARIOS[0]!.scenario), address, figures);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  figures.latency.sort((a, b) => a - b);
  return figures;
}

/**
 * Fair shares (api/engine-time-budget.ts, api/limits.ts): a light client (the example, 5 a second)
 * alone, beside 5 clients of 5 networks each at its own limit (10 a second) with the heaviest scenario,
 * and beside 40 /64s of one IPv6 /48 each at its own limit with it.
 */
async function fairness(siteUrl: string) {
  const heaviest = SCENARIOS[3]!;
  const url = siteUrl + heaviest.path;
  const body = JSON.stringify(heaviest.scenario);
  const runs: { name: string; heavy: string[] }[] = [
    { name: 'alone', heavy: [] },
    { name: 'beside 5 heavy clients (5 networks)', heavy: [1, 2, 3, 4, 5].map((n) => `10.20${n}.0.1`) },
    {
      name: 'beside 40 heavy /64s of one /48',
      heavy: Array.from({ length: 40 }, (_, i) => `2001:db8:1:${i.toString(16)}::1`),
    },
  ];
  console.log(
    `\nA light client (the example every 200 ms, 192.0.2.1, .2, .3: one per row, as the per-minute limit would count it across rows) beside heavy ones, ${SECONDS} s per row\n`,
  );
  console.log(
    '| light client | its answers | its p50 ms | its p99 ms | heavy answers | heavy 200 per second |',
  );
  console.log('| --- | --- | ---: | ---: | --- | ---: |');
  for (const [index, run] of runs.entries()) {
    const until = performance.now() + SECONDS * 1000;
    const [light, ...heavy] = await Promise.all([
      // A new light client each row: one sending 5 a second through every row would pass its own
      // 60 a minute in the third and be refused for that, not for the heavy ones.
      lightClient(siteUrl, `192.0.2.${index + 1}`, until),
      ...run.heavy.map((address) => atItsLimit(url, body, address, 10, until)),
    ]);
    const heavyStatuses = new Map<number, number>();
    for (const h of heavy)
      for (const [status, count] of h.statuses)
        heavyStatuses.set(status, (heavyStatuses.get(status) ?? 0) + count);
    console.log(
      `| ${run.name} | ${statusText(light.statuses)} | ${percentile(light.latency, 50).toFixed(1)} | ` +
        `${percentile(light.latency, 99).toFixed(1)} | ${statusText(heavyStatuses)} | ` +
        `${((heavyStatuses.get(200) ?? 0) / SECONDS).toFixed(1)} |`,
    );
  }
}

async function main() {
  const { siteUrl } = await startBenchStack({
    apiPort: BENCH_API_PORT,
    sitePort: BENCH_SITE_PORT,
    build: process.env.BUILD !== '0',
    siteServerEnv: { SITE_TRUSTED_PROXIES: '127.0.0.1' },
  });
  // The first requests load modules and warm V8: not what a caller meets later.
  for (const { path, scenario } of SCENARIOS) {
    const url = siteUrl + path;
    const warmUp = Date.now() + 2000;
    while (Date.now() < warmUp)
      await (
        await fetch(url, {
          method: 'POST',
          body: JSON.stringify(scenario),
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClient() },
        })
      ).arrayBuffer();
  }

  await fairness(siteUrl);
  if (process.env.ROWS === 'fairness') return;

  console.log(`\nPOST /api/v1/negotiations[/multi-supplier], ${SECONDS} s per row\n`);
  console.log(
    '| scenario | rounds | connections | requests | req/s | server median ms | server p99 ms | latency median ms | latency p99 ms | statuses |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  const ms = (value: number) => value.toFixed(2);
  for (const { name, path, scenario } of SCENARIOS)
    for (const connections of CONNECTIONS) {
      const row = await load(siteUrl + path, JSON.stringify(scenario), connections);
      const statuses = [...row.statuses].map(([status, count]) => `${status}×${count}`).join(', ');
      console.log(
        `| ${name} | ${row.rounds} | ${connections} | ${row.requests} | ${row.perSecond.toFixed(0)} | ${ms(percentile(row.server, 50))} | ${ms(percentile(row.server, 99))} | ${ms(percentile(row.latency, 50))} | ${ms(percentile(row.latency, 99))} | ${statuses} |`,
      );
    }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
