// `npm run bench:newsletter`: a post to RECIPIENTS (10,000) confirmed subscribers, sent by the mail
// worker the way production runs it. The processes, all on this machine's cores:
// - the site's production server (nice 0), under autocannon's load from this script (nice 0): the
//   visitors, measured on `/` and on a post page alone and while the send runs;
// - the mail worker (`packages/mailer/src/cli.ts`, its own process at its default nice 10, run with
//   --expose-gc so its memory lines give figures after a full collection too);
// - the embedded backend (database, REST API) and an SMTP sink (`scripts/bench-smtp-sink.ts`, the
//   backend's SMTP server code counting mails), each a process of its own: stand-ins for hosted
//   Supabase and the mail provider, which in production run on other machines. They run at nice
//   STANDIN_NICE (10): here they share the site's two cores, and should take no more of them than
//   the worker does (STANDIN_NICE=0 shows them competing as equals).
// Prints the send's seconds and mails/s (the worker unthrottled: NEWSLETTER_RATE_PER_SECOND=100000
// set by this script; production's default is 10/s, the provider's limit), the CPU ms a mail of the
// worker, the sink and the backend, where the worker's time went per mail (its own timings), its
// memory at its start, every 2,000 mails and at its end (RSS, heap, external; and after gc), and the
// site's requests/s alone and during the send. Figures only: it never fails on them. Ports:
// BENCH_API_PORT (55851), BENCH_SITE_PORT (6851), BENCH_SMTP_PORT (25851); BUILD=0 serves the site
// build already made for them. SITE_DURING=0 leaves the site idle during the send, so the backend's
// CPU a mail is the mail's alone (claims, marks), not also the page data of the site's load.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_ADMIN_EMAIL, LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { createSupabaseClient } from '@parley/shared/node';
import { LOCAL_ADMIN_PASSWORD, LOCAL_SERVICE_ROLE_KEY } from '@parley/local-supabase/local-secrets';
import { groupCpuMs } from './bench-cpu';
import { benchServiceClient } from './bench-stats';
import { lowerGroupPriority, root, run, startBenchStack, stopAll } from './bench-processes';

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 10_000);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 55851);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 6851);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 25851);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SITE_DURING = process.env.SITE_DURING !== '0';
const STANDIN_NICE = Number(process.env.STANDIN_NICE ?? 10);
/** The bench's own rate: unthrottled, to measure the loop (production's default is 10/s). */
const RATE = '100000';

/** The process's CPU time in seconds, user and system (Linux, clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The process's resident memory in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Resolves once something accepts TCP connections on 127.0.0.1:`port` (a minute at most). */
async function waitForPort(port: number, what: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      const done = (answer: boolean) => {
        socket.destroy();
        resolve(answer);
      };
      socket.once('connect', () => done(true)).once('error', () => done(false));
      socket.setTimeout(1000, () => done(false));
    });
    if (open) return;
  }
  throw new Error(`${what} did not listen on port ${port}`);
}

async function siteRequestsPerSecond(url: string, seconds: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  return { total: result.requests.total, seconds, errors: result.errors + result.non2xx };
}

try {
  const { backendUrl, siteUrl, backendGroup } = await startBenchStack({
    apiPort: API_PORT,
    sitePort: SITE_PORT,
    build: process.env.BUILD !== '0',
    backendNice: STANDIN_NICE,
  });
  const sink = run(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-smtp-sink.ts'],
    { SMTP_PORT: String(SMTP_PORT) },
    false,
  );
  lowerGroupPriority(sink, STANDIN_NICE);
  await waitForPort(SMTP_PORT, 'The SMTP sink');
  const service = benchServiceClient(backendUrl);
  console.log(`Seeding ${RECIPIENTS} confirmed subscribers…`);
  for (let start = 0; start < RECIPIENTS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, RECIPIENTS - start) }, (_, i) => ({
      email: `bench${start + i}@example.test`,
      status: 'confirmed',
      confirmed_at: new Date().toISOString(),
    }));
    const { error } = await service.from('newsletter_subscriptions').insert(rows);
    if (error) throw new Error(`seeding: ${error.message}`);
  }
  const { data: post, error: postError } = await service
    .from('blog_posts')
    .insert({
      title: 'Benchmark news',
      slug: `benchmark-news-${Date.now()}`,
      excerpt: 'What changed this month.',
      content: 'A **post** with a [link](/pricing).',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
    .select('id')
    .single();
  if (postError) throw new Error(`post: ${postError.message}`);

  // --expose-gc: the worker's memory lines then give the figures after a full collection too.
  const worker = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'packages/mailer/src/cli.ts'], {
    cwd: root,
    // A session of its own, as a service manager starts it: the worker then lowers its group's priority.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      SUPABASE_URL: backendUrl,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      NEWSLETTER_FROM: 'Parley <news@parley.test>',
      NEWSLETTER_POSTAL_ADDRESS: '1 Example Street, Berlin',
      SITE_URL: siteUrl,
      NEWSLETTER_RATE_PER_SECOND: RATE,
      NEWSLETTER_BATCH: '200',
      NEWSLETTER_IDLE_MS: '200',
    },
  });
  process.on('exit', () => worker.kill('SIGKILL'));
  const workerLines: string[] = [];
  worker
    .stdout!.setEncoding('utf8')
    .on('data', (chunk: string) => workerLines.push(...chunk.trim().split('\n')));
  // Ready once it has reported its sender (its first line).
  await new Promise<void>((resolve) => worker.stdout!.once('data', () => resolve()));
  await sleep(1000);
  const rssBefore = rssMb(worker.pid!);

  const { data: postRow } = await service.from('blog_posts').select('slug').eq('id', post.id).single();
  const pages = { '/': siteUrl, post: `${siteUrl}/blog/${postRow!.slug}` };
  console.log(`Site alone: / and the post for 6 s each (${CONNECTIONS} connections)…`);
  const alone = {
    '/': await siteRequestsPerSecond(pages['/'], 6),
    post: await siteRequestsPerSecond(pages.post, 6),
  };

  const admin = createSupabaseClient({ url: backendUrl, anonKey: LOCAL_SUPABASE_ANON_KEY });
  const { error: signInError } = await admin.auth.signInWithPassword({
    email: DEFAULT_ADMIN_EMAIL,
    password: LOCAL_ADMIN_PASSWORD,
  });
  if (signInError) throw new Error(`admin sign-in: ${signInError.message}`);

  console.log(`Sending to ${RECIPIENTS}…`);
  const cpuBefore = cpuSeconds(worker.pid!);
  const backendCpuBefore = groupCpuMs(backendGroup) ?? 0;
  const sinkCpuBefore = groupCpuMs(sink.pid) ?? 0;
  const started = performance.now();
  const { error: sendError } = await admin.rpc('admin_newsletter_send_post', { p_post_id: post.id });
  if (sendError) throw new Error(`send: ${sendError.message}`);
  let peak = rssBefore;
  const during = {
    '/': { total: 0, seconds: 0, errors: 0 },
    post: { total: 0, seconds: 0, errors: 0 },
  };
  let done = false;
  const watcher = (async () => {
    while (!done) {
      peak = Math.max(peak, rssMb(worker.pid!));
      const { count } = await service
        .from('newsletter_outbox')
        .select('id', { count: 'exact', head: true })
        .in('status', ['queued', 'sending']);
      if (count === 0) done = true;
      else await sleep(500);
    }
  })();
  // The site measured in 3-second windows until the send is over, `/` and the post in turn.
  for (let turn = 0; SITE_DURING && !done; turn++) {
    const page = turn % 2 === 0 ? '/' : 'post';
    const window = await siteRequestsPerSecond(pages[page], 3);
    during[page].total += window.total;
    during[page].seconds += 3;
    during[page].errors += window.errors;
  }
  await watcher;
  const seconds = (performance.now() - started) / 1000;
  const workerCpu = cpuSeconds(worker.pid!) - cpuBefore;
  const backendCpu = ((groupCpuMs(backendGroup) ?? 0) - backendCpuBefore) / 1000;
  const sinkCpu = ((groupCpuMs(sink.pid) ?? 0) - sinkCpuBefore) / 1000;
  await sleep(1000);
  const rssAfter = rssMb(worker.pid!);
  const { count: sent } = await service
    .from('newsletter_outbox')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'sent');

  console.log('');
  console.log(`recipients           ${RECIPIENTS} (sent: ${sent})`);
  console.log(`send                 ${seconds.toFixed(1)} s, ${(RECIPIENTS / seconds).toFixed(0)} mails/s`);
  console.log(
    `worker RSS           ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after (peak ${peak.toFixed(0)} MB)`,
  );
  console.log(
    `worker CPU           ${workerCpu.toFixed(1)} s (${((1000 * workerCpu) / RECIPIENTS).toFixed(2)} ms a mail), rate ${RATE}/s set by the bench`,
  );
  console.log(
    `backend CPU          ${backendCpu.toFixed(1)} s (${((1000 * backendCpu) / RECIPIENTS).toFixed(2)} ms a mail: claims, marks${SITE_DURING ? "; the site's page data too" : ', the site idle'}), nice ${STANDIN_NICE}`,
  );
  console.log(
    `SMTP sink CPU        ${sinkCpu.toFixed(1)} s (${((1000 * sinkCpu) / RECIPIENTS).toFixed(2)} ms a mail), nice ${STANDIN_NICE}`,
  );
  const rate = (r: { total: number; seconds: number }) => (r.total / Math.max(r.seconds, 1)).toFixed(0);
  for (const page of ['/', 'post'] as const) {
    console.log(
      `site ${page.padEnd(4)} alone, during ${rate(alone[page])}, ${rate(during[page])} req/s (during: ${during[page].seconds} s; errors ${alone[page].errors}, ${during[page].errors})`,
    );
  }
  worker.kill('SIGTERM');
  await new Promise((resolve) => worker.once('exit', resolve));
  // Its own timings, logged as it stops: where a mail's time goes.
  console.log(`worker               ${workerLines.at(-1) ?? '(no timings)'}`);
  // Its memory, logged at its start, every 2,000 mails and as it stops.
  for (const line of workerLines.filter((l) => l.startsWith('Mail worker memory'))) {
    console.log(`  ${line.replace('Mail worker memory ', '')}`);
  }
} finally {
  stopAll();
}
