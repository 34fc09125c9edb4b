// `npm run bench:leads`: how many leads one client can store, by either door. Builds the site
// (production; BUILD=0 serves the build already in site/dist-bench), starts the embedded backend in
// memory and the site's production server (scripts/bench-processes.ts), then for SECONDS (10) each:
// one client (CONNECTIONS requests in flight, 4 by default, all from this machine's one address)
// posts leads, every one a new address, over `POST /rest/v1/leads` with the anon key, then through
// the site's native form posts (the /signup?type=demo form without JavaScript). Prints leads answered
// as stored per second, how many were stored (counted in the table with the service role) and how
// many were refused (429). Figures only: it never fails on them.
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCAL_SUPABASE_ANON_KEY } from '@parley/shared';
import { createSupabaseClient } from '@parley/shared/node';
import { LOCAL_SERVICE_ROLE_KEY } from '@parley/local-supabase/local-secrets';
import { BENCH_API_PORT, BENCH_SITE_PORT, startBenchStack, stopAll } from './bench-processes';

const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);

interface Outcome {
  door: string;
  sent: number;
  answeredStored: number;
  refused: number;
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
    other: new Map(),
    stored: 0,
    seconds: SECONDS,
  };
  const until = performance.now() + SECONDS * 1000;
  let n = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const response = await send(n++);
      await response.arrayBuffer();
      outcome.sent++;
      if (response.status === 429) outcome.refused++;
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
  const service = createSupabaseClient({
    url: backendUrl,
    anonKey: LOCAL_SERVICE_ROLE_KEY,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
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
  const site = await flood(
    'site form posts (/signup?type=demo, no JavaScript)',
    (n) =>
      fetch(`${siteUrl}/signup?type=demo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          _form: 'signup',
          name: 'Bench Visitor',
          email: `site-${run}-${n}@bench.example`,
          company: 'Bench Co',
        }),
      }),
    (r) => r.status === 200,
  );
  site.stored = await countLike(`site-${run}-%`);

  console.log(`\nOne client, ${CONNECTIONS} requests in flight, ${SECONDS} s per door\n`);
  console.log('| door | sent | answered stored | refused (429) | other | stored in the table | stored/s |');
  console.log('| --- | ---: | ---: | ---: | --- | ---: | ---: |');
  for (const o of [rest, site]) {
    const other = [...o.other].map(([status, count]) => `${status}×${count}`).join(' ') || '-';
    console.log(
      `| ${o.door} | ${o.sent} | ${o.answeredStored} | ${o.refused} | ${other} | ${o.stored} | ${(o.stored / o.seconds).toFixed(1)} |`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
