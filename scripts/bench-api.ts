// `npm run bench:api`: the engine API on the site's production server (POST /api/v1/negotiations and
// /api/v1/negotiations/multi-supplier).
// Builds the site (BUILD=0 serves the build already in site/dist-bench), starts the embedded backend
// and the site's server, then sends scenarios for SECONDS (5) per row over 1 and 50 connections and
// prints the server's own time per answer (its Server-Timing header: the checks on the body's text,
// parsing, validation, the run, serialisation) and what a client sees (requests/s, latency). Every request names a new client in
// X-Forwarded-For from a trusted proxy (SITE_TRUSTED_PROXIES=127.0.0.1), so the per-client limit
// runs on every request but never refuses one. Figures only: it never fails on them.
//
// BENCH_API_PORT, BENCH_SITE_PORT move its ports; SECONDS, CONNECTIONS (e.g. 1,10,50) the runs.
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
/** A new client address for every request (10.0.0.0/8 has room for 16 million). */
const nextClient = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
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
