// `npm run bench:leads`: how many leads one client can store, by either door. Builds the site
// (production; BUILD=0 serves the build already in site/dist-bench), starts the embedded backend in
// memory and the site's production server (scripts/bench-processes.ts), then for SECONDS (10) each:
// one client (CONNECTIONS requests in flight, 4 by default, all from this machine's one address)
// posts leads, every one a new address, over `POST /rest/v1/leads` with the anon key, then through
// the site's native form posts (the /signup?type=demo form without JavaScript). Prints leads answered
// as stored per second, how many were stored (counted in the table with the service role) and how
// many were refused (429): the lead limit's answer (the form's page saying so) apart from the render
// limit's (render-limit.ts: a client's third page at once, a small 429 with `Retry-After: 1`). Then
// one request at a time: what a refused form post costs the site server, beside a page rendered on
// request (a not-found page at a new address) and a page from memory. Figures only: it never fails
// on them.
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { MESSAGES } from '@parley/shared/validation';
import { TOO_MANY_RENDERS_TITLE } from '../site/server/render-limit';
import { benchServiceClient, percentile } from './bench-stats';
import { BENCH_API_PORT, BENCH_SITE_PORT, startBenchStack, stopAll } from './bench-processes';

const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);

interface Outcome {
  door: string;
  sent: number;
  answeredStored: number;
  refused: number;
  /** 429 from the render limit (the client had its renders in progress): no render, no lead. */
  busy: number;
  other: Map<number, number>;
  stored: number;
  seconds: number;
}

/** Sends `send(n)` from CONNECTIONS loops for SECONDS; counts the answers by status. */
async function flood(
  door: string,
  send: (n: number) => Promise<Response>,
  storedOk: (r: Response) => boolean,
) {
  const outcome: Outcome = {
    door,
    sent: 0,
    answeredStored: 0,
    refused: 0,
    busy: 0,
    other: new Map(),
    stored: 0,
    seconds: SECONDS,
  };
  const until = performance.now() + SECONDS * 1000;
  let n = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const response = await send(n++);
      const body = await response.text();
      outcome.sent++;
      if (response.status === 429 && body.includes(TOO_MANY_RENDERS_TITLE)) outcome.busy++;
      else if (response.status === 429) outcome.refused++;
      else if (storedOk(response)) outcome.answeredStored++;
      else outcome.other.set(response.status, (outcome.other.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return outcome;
}

async function main() {
  const { backendUrl, siteUrl } = await startBenchStack({
    apiPort: BENCH_API_PORT,
    sitePort: BENCH_SITE_PORT,
    build: process.env.BUILD !== '0',
  });
  const service = benchServiceClient(backendUrl);
  const countLike = async (pattern: string) => {
    const { count, error } = await service
      .from('leads')
      .select('id', { count: 'exact', head: true })
      .like('email', pattern);
    if (error) throw new Error(`Counting leads failed: ${error.message}`);
    return count ?? 0;
  };
  const run = Date.now();

  const rest = await flood(
    'POST /rest/v1/leads (anon key)',
    (n) =>
      fetch(`${backendUrl}/rest/v1/leads`, {
        method: 'POST',
        headers: {
          apikey: LOCAL_SUPABASE_ANON_KEY,
          Authorization: `Bearer ${LOCAL_SUPABASE_ANON_KEY}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify({ kind: 'newsletter', email: `rest-${run}-${n}@bench.example`, page: '/' }),
      }),
    (r) => r.status === 201,
  );
  rest.stored = await countLike(`rest-${run}-%`);

  await sleep(500);
  const postDemo = (email: string) =>
    fetch(`${siteUrl}/signup?type=demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _form: 'signup', name: 'Bench Visitor', email, company: 'Bench Co' }),
    });
  const site = await flood(
    'site form posts (/signup?type=demo, no JavaScript)',
    (n) => postDemo(`site-${run}-${n}@bench.example`),
    (r) => r.status === 200,
  );
  site.stored = await countLike(`site-${run}-%`);

  // One at a time (this client is past its limit by now: every post is refused with the page).
  const refusal = await timings(async (n) => {
    const answer = await postDemo(`one-${run}-${n}@bench.example`);
    const body = await answer.text();
    if (answer.status !== 429 || !body.includes(MESSAGES.tooManySubmissions))
      throw new Error(`Expected the lead limit's page, got ${answer.status}`);
  });
  const notFound = await timings(async (n) => {
    const answer = await fetch(`${siteUrl}/bench-missing-${run}-${n}`);
    await answer.arrayBuffer();
    if (answer.status !== 404) throw new Error(`Expected a not-found page, got ${answer.status}`);
  });
  const kept = await timings(async () => {
    const answer = await fetch(`${siteUrl}/signup?type=demo`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`Expected the page, got ${answer.status}`);
  });

  console.log(`\nOne client, ${CONNECTIONS} requests in flight, ${SECONDS} s per door\n`);
  console.log(
    '| door | sent | answered stored | refused (429, the limit) | render slots busy (429) | other | stored in the table | stored/s |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |');
  for (const o of [rest, site]) {
    const other = [...o.other].map(([status, count]) => `${status}×${count}`).join(' ') || '-';
    console.log(
      `| ${o.door} | ${o.sent} | ${o.answeredStored} | ${o.refused} | ${o.busy} | ${other} | ${o.stored} | ${(o.stored / o.seconds).toFixed(1)} |`,
    );
  }
  console.log(`\nOne request at a time, ${SAMPLES} each (ms)\n`);
  console.log('| request | p50 | p90 |');
  console.log('| --- | ---: | ---: |');
  for (const [label, times] of [
    ['a refused form post (the /signup?type=demo page with the message, 429)', refusal],
    ['a page rendered on request (not found, a new address each time)', notFound],
    ['a page from memory (/signup?type=demo)', kept],
  ] as const) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`| ${label} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 90).toFixed(1)} |`);
  }
}

const SAMPLES = Number(process.env.SAMPLES ?? 50);

/** The durations of SAMPLES runs of `request`, one after the other (after 3 not counted). */
async function timings(request: (n: number) => Promise<void>): Promise<number[]> {
  for (let n = 0; n < 3; n++) await request(-1 - n);
  const times: number[] = [];
  for (let n = 0; n < SAMPLES; n++) {
    const start = performance.now();
    await request(n);
    times.push(performance.now() - start);
  }
  return times;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
