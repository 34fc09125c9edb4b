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
// Two sends of a post each (a post is sent once): the first with the site at a fixed, realistic load
// (SITE_RATE, 300 req/s, `/` and posts in turn: what a visitor notices is latency at a real load, not
// throughput under a load test), the second with the site saturated by autocannon (what is left of
// two shared cores when everything runs on them: that must drop, the worker's work runs somewhere).
// "Full speed" here: at the fixed rate during the send, every request answered, none failed, and p90
// and p99 within twice (or 25 ms above) the site alone, measured just before and just after the send
// (the machine's other load drifts). Prints each send's seconds and mails/s at the worker's rate
// (SEND_RATE mails/s, NEWSLETTER_RATE_PER_SECOND of the worker: 250 unless given, a paid plan's rate, not the product's default of 10;
// SEND_RATE=unthrottled sends as fast as the loop goes), the CPU each process took a mail and its share of the cores (site, backend, worker, sink,
// autocannon in this script), each process's scheduling (nice, autogroup, cpu cgroup), where the
// worker's time went per mail (its own timings), its memory at its start, every 2,000 mails and at its
// end (RSS, heap, external; and after gc). Figures only: it never fails on them. Ports:
// BENCH_API_PORT (55851), BENCH_SITE_PORT (6851), BENCH_SMTP_PORT (25851); BUILD=0 serves the site
// build already made for them. SITE_DURING=0 leaves the site idle during the sends, so the backend's
// CPU a mail is the mail's alone (claims, marks), not also the page data of the site's load.
// SATURATION=0 skips the second send (the saturated site). BURST_BEFORE_SEND=1 saturates the site
// for 12 s just before the first send (a worst case). The site's server runs with a preload
// (`bench-site-timing.mjs`) recording its own time per request, each read of the blog's version and
// its event loop's delay: printed per fixed-rate window, to tell what the slow requests waited for.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_ADMIN_EMAIL, LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { createSupabaseClient } from '@parley/shared/node';
import { LOCAL_ADMIN_PASSWORD, LOCAL_SERVICE_ROLE_KEY } from '@parley/local-supabase/local-secrets';
import { benchServiceClient } from './bench-stats';
import { siteTimingReport, type TimingWindow } from './bench-site-timing-report';
import { lowerGroupPriority, root, run, startBenchStack, stopAll } from './bench-processes';
import {
  countCpu,
  keptFullSpeed,
  schedulingOf,
  siteAtFixedRate,
  waitUntil,
  type FixedRateResult,
} from './bench-site-load';

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 10_000);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 55851);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 6851);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 25851);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SITE_DURING = process.env.SITE_DURING !== '0';
const STANDIN_NICE = Number(process.env.STANDIN_NICE ?? 10);
/** A realistic load on the site (requests a second, / and posts in turn) for the latency a visitor notices. */
const SITE_RATE = Number(process.env.SITE_RATE ?? 300);
/**
 * The worker's rate (mails/s): 250 unless SEND_RATE says (`unthrottled`: the loop's own speed). It is
 * a paid provider plan's rate; the product's default (10) is an entry plan's, 17 minutes for 10,000.
 */
const SEND_RATE = process.env.SEND_RATE ?? '250';
const RATE = SEND_RATE === 'unthrottled' ? '100000' : SEND_RATE;
// Checked here: a rate the worker refuses would leave this script waiting for its first line.
if (!/^[0-9]{1,6}$/.test(RATE) || Number(RATE) < 1 || Number(RATE) > 100_000) {
  console.error(
    `SEND_RATE must be a whole number of mails a second (1 to 100000) or "unthrottled", not "${SEND_RATE}"`,
  );
  process.exit(1);
}
const SATURATION = process.env.SATURATION !== '0';
/**
 * BURST_BEFORE_SEND=1: `/` and one post at saturation for 6 s each right before the first send (the
 * order before the sixth round, and a worst case: a burst of visitors that ends as the admin sends).
 */
const BURST_BEFORE_SEND = process.env.BURST_BEFORE_SEND === '1';
const rateSetting =
  SEND_RATE === 'unthrottled'
    ? 'unthrottled (SEND_RATE=unthrottled)'
    : `${RATE} mails/s (NEWSLETTER_RATE_PER_SECOND)`;
/** Where the site's server preload writes what it recorded (bench-site-timing.mjs). */
const SITE_TIMING_FILE = `${tmpdir()}/bench-newsletter-site-timing-${process.pid}.jsonl`;

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

/** The outbox's rows still to send (queued or in flight), all posts. */
async function unsent(service: ReturnType<typeof benchServiceClient>): Promise<number | null> {
  const { count } = await service
    .from('newsletter_outbox')
    .select('id', { count: 'exact', head: true })
    .in('status', ['queued', 'sending']);
  return count;
}

try {
  const { backendUrl, siteUrl, backendGroup, siteGroup } = await startBenchStack({
    apiPort: API_PORT,
    sitePort: SITE_PORT,
    build: process.env.BUILD !== '0',
    backendNice: STANDIN_NICE,
    siteServerEnv: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${root}/scripts/bench-site-timing.mjs`.trim(),
      BENCH_SITE_TIMING_FILE: SITE_TIMING_FILE,
    },
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
  /** A published post to send: one for each send (a post is sent once). */
  const newPost = async (title: string) => {
    const { data, error } = await service
      .from('blog_posts')
      .insert({
        title,
        slug: `${title.toLowerCase().replaceAll(' ', '-')}-${Date.now()}`,
        excerpt: 'What changed this month.',
        content: 'A **post** with a [link](/pricing).',
        published_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .select('id, slug')
      .single();
    if (error) throw new Error(`post: ${error.message}`);
    return data;
  };
  const posts = [await newPost('Benchmark news'), await newPost('Benchmark digest')];

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
  let peak = rssBefore;

  const postPath = (post: { slug: string }) => `/blog/${post.slug}`;
  const pages = { '/': siteUrl, post: `${siteUrl}${postPath(posts[0]!)}` };
  // The fixed rate asks for `/` and both posts' pages in turn: a visitor's mix of the home page and posts.
  const mix = ['/', postPath(posts[0]!), '/', postPath(posts[1]!)];
  const processes = {
    site: { group: siteGroup },
    backend: { group: backendGroup },
    worker: { group: worker.pid },
    'SMTP sink': { group: sink.pid },
    'autocannon (this script)': 'self',
  } as const;

  const admin = createSupabaseClient({ url: backendUrl, anonKey: LOCAL_SUPABASE_ANON_KEY });
  const { error: signInError } = await admin.auth.signInWithPassword({
    email: DEFAULT_ADMIN_EMAIL,
    password: LOCAL_ADMIN_PASSWORD,
  });
  if (signInError) throw new Error(`admin sign-in: ${signInError.message}`);

  /**
   * Sends `post` to every subscriber while `load` runs against the site until the send is over. The
   * load starts before the send is asked for, as on a live site where an admin presses Send between
   * visitors' requests. Started after it, the site sat idle while the 10,000 mails were queued (over a
   * second), and the page cache's quiet-site rule then fired on the first requests (after a second
   * with no request, one waits up to 1.5 s for a new version read, so an admin's save shows at once):
   * all 10 connections waited 150 ms together for a read queued behind the send's insert, the
   * "during" column's p99 and max. A site at 300 req/s is never a second without a request.
   */
  async function send(post: { id: string }, load: (sent: Promise<void>) => Promise<void>) {
    const cpu = countCpu(processes);
    let over!: () => void;
    const loading = load(new Promise<void>((resolve) => (over = resolve)));
    const started = performance.now();
    try {
      const { error } = await admin.rpc('admin_newsletter_send_post', { p_post_id: post.id });
      if (error) throw new Error(`send: ${error.message}`);
      await waitUntil(async () => {
        peak = Math.max(peak, rssMb(worker.pid!));
        return (await unsent(service)) === 0;
      });
    } finally {
      over();
      await loading;
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, cpu: cpu.stop() };
  }

  /** The site alone at the fixed rate for 10 s: before and after the send it is compared with, as the machine's other load drifts. */
  const siteAloneAtFixedRate = async (label: string) => {
    console.log(`Site alone at ${SITE_RATE} req/s (/ and posts in turn) for 10 s…`);
    const from = Date.now();
    const result = await siteAtFixedRate({
      siteUrl,
      paths: mix,
      rate: SITE_RATE,
      connections: CONNECTIONS,
      seconds: 10,
    });
    timingWindows.push({ label, from, to: Date.now() });
    return result;
  };
  /** The fixed-rate windows' times, for what the site's server recorded in each. */
  const timingWindows: TimingWindow[] = [];
  // Warm-up, not measured: the server's first seconds (V8 compiling, pages not kept yet) are no
  // visitor's normal wait, and made the first "alone" the slowest column (p90 145 ms against 10 after).
  console.log(`Warming the site up at ${SITE_RATE} req/s for 5 s (not measured)…`);
  await siteAtFixedRate({ siteUrl, paths: mix, rate: SITE_RATE, connections: CONNECTIONS, seconds: 5 });
  const fixedAlone = await siteAloneAtFixedRate('alone before');
  if (BURST_BEFORE_SEND) {
    console.log(`A burst before the send: / and the post at saturation for 6 s each (not measured)…`);
    await siteRequestsPerSecond(pages['/'], 6);
    await siteRequestsPerSecond(pages.post, 6);
  }

  console.log(
    `Sending the first post to ${RECIPIENTS} at ${rateSetting}, the site at ${SITE_RATE} req/s meanwhile…`,
  );
  let fixedDuring: FixedRateResult | undefined;
  const first = await send(posts[0]!, async (sent) => {
    if (!SITE_DURING) return;
    const from = Date.now();
    void sent.then(() => timingWindows.push({ label: 'during send', from, to: Date.now() }));
    fixedDuring = await siteAtFixedRate({
      siteUrl,
      paths: mix,
      rate: SITE_RATE,
      connections: CONNECTIONS,
      until: sent,
    });
  });

  const fixedAloneAfter = await siteAloneAtFixedRate('alone after');

  // The saturated send's baseline, measured here and not before the first send: it asks for `/` and
  // one post only, so the mix's other post went 12 s unasked, and the first send's window then began
  // with that page past the page cache's 5 s bound, rendered first (its version read behind the
  // send's queueing of 10,000 mails on the embedded backend: 312 ms once), a state no "alone" window
  // starts from.
  if (SATURATION)
    console.log(`Site alone at saturation: / and the post for 6 s each (${CONNECTIONS} connections)…`);
  const alone = SATURATION
    ? { '/': await siteRequestsPerSecond(pages['/'], 6), post: await siteRequestsPerSecond(pages.post, 6) }
    : undefined;

  if (SATURATION) console.log(`Sending the second post to ${RECIPIENTS}, the site at saturation meanwhile…`);
  const during = {
    '/': { total: 0, seconds: 0, errors: 0 },
    post: { total: 0, seconds: 0, errors: 0 },
  };
  const second = SATURATION
    ? await send(posts[1]!, async (sent) => {
        let done = false;
        void sent.then(() => (done = true));
        // The site measured in 3-second windows until the send is over, `/` and the post in turn.
        for (let turn = 0; SITE_DURING && !done; turn++) {
          const page = turn % 2 === 0 ? '/' : 'post';
          const window = await siteRequestsPerSecond(pages[page], 3);
          during[page].total += window.total;
          during[page].seconds += 3;
          during[page].errors += window.errors;
        }
      })
    : undefined;
  await sleep(1000);
  const rssAfter = rssMb(worker.pid!);
  const { count: sent } = await service
    .from('newsletter_outbox')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'sent');

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const sends = SATURATION ? 2 : 1;
  console.log('');
  console.log(
    `recipients           ${RECIPIENTS} a post, ${sends} post${sends > 1 ? 's' : ''} (sent: ${sent})`,
  );
  console.log(`send rate setting    ${rateSetting}`);
  for (const [name, result] of [
    ['first send ', first],
    ['second send', second],
  ] as const) {
    if (!result) continue;
    const { seconds } = result;
    console.log(
      `${name}          ${seconds.toFixed(1)} s, ${(RECIPIENTS / seconds).toFixed(0)} mails/s; 10,000 mails in ${((10_000 * seconds) / RECIPIENTS).toFixed(1)} s`,
    );
  }
  console.log(
    `worker RSS           ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after ${sends * RECIPIENTS} mails (peak ${peak.toFixed(0)} MB)`,
  );
  console.log('');
  console.log(
    `What a visitor notices: the site at a fixed ${SITE_RATE} req/s (${CONNECTIONS} connections, / and posts in turn; latency counted from when each request was due)`,
  );
  if (fixedDuring) {
    const columns = [fixedAlone, fixedDuring, fixedAloneAfter];
    const row = (label: string, cell: (r: FixedRateResult) => string) =>
      console.log(`  ${label.padEnd(16)} ${columns.map((r) => cell(r).padStart(12)).join('')}`);
    console.log(
      `  ${''.padEnd(16)} ${['alone before', 'during send', 'alone after'].map((t) => t.padStart(12)).join('')}`,
    );
    for (const key of ['p50', 'p90', 'p99', 'max'] as const) row(`latency ${key}`, (r) => ms(r[key]));
    row('answered', (r) => `${r.achieved.toFixed(0)} req/s`);
    row('errors', (r) => String(r.errors));
    const verdict = (alone: FixedRateResult) =>
      keptFullSpeed(alone, fixedDuring!, SITE_RATE) ? 'holds' : 'does NOT hold';
    console.log(
      `  full speed (the ${SITE_RATE} req/s all answered, no errors, p90 and p99 within 2x or +25 ms of alone): ${verdict(fixedAlone)} against alone before, ${verdict(fixedAloneAfter)} against alone after`,
    );
    for (const line of siteTimingReport(SITE_TIMING_FILE, timingWindows)) console.log(line);
  } else
    console.log(
      `  alone: p50 ${ms(fixedAlone.p50)}, p99 ${ms(fixedAlone.p99)}; the site idle during the send (SITE_DURING=0)`,
    );
  console.log('');
  if (alone) {
    console.log(
      `Saturation (${CONNECTIONS} connections, as fast as the site answers: the machine's spare capacity, not a visitor's wait)`,
    );
  }
  const rate = (r: { total: number; seconds: number }) => (r.total / Math.max(r.seconds, 1)).toFixed(0);
  for (const page of alone ? (['/', 'post'] as const) : []) {
    console.log(
      `  site ${page.padEnd(4)} alone, during ${rate(alone![page])}, ${rate(during[page])} req/s (during: ${during[page].seconds} s; errors ${alone![page].errors}, ${during[page].errors})`,
    );
  }
  console.log('');
  console.log(
    `CPU a send took, by process (ms a mail; share of the machine's ${availableParallelism()} cores over the send)`,
  );
  console.log(`                             site at ${SITE_RATE} req/s      site at saturation`);
  for (const name of Object.keys(processes) as (keyof typeof processes)[]) {
    const cell = (result: typeof first | undefined) => {
      if (!result) return '(not run)';
      const { cpu } = result;
      return `${(cpu.used[name] / RECIPIENTS).toFixed(2).padStart(6)} ms ${((100 * cpu.used[name]) / (cpu.wallMs * availableParallelism())).toFixed(0).padStart(3)} %`;
    };
    console.log(`  ${name.padEnd(26)} ${cell(first)}        ${cell(second)}`);
  }
  console.log('Scheduling (the kernel shares the cores between autogroups first, then by nice inside one)');
  const scheduled: [string, number | undefined][] = [
    ['site', siteGroup],
    ['backend', backendGroup],
    ['worker', worker.pid],
    ['SMTP sink', sink.pid],
    ['autocannon (this script)', process.pid],
  ];
  for (const [name, pid] of scheduled) console.log(`  ${name.padEnd(26)} ${schedulingOf(pid)}`);
  console.log(
    `  autogroups enabled: ${readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim()}`,
  );
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
  // Kept on request, for a closer look at single requests (BENCH_KEEP_SITE_TIMING=1).
  if (process.env.BENCH_KEEP_SITE_TIMING === '1')
    console.log(`site timing events kept in ${SITE_TIMING_FILE}`);
  else rmSync(SITE_TIMING_FILE, { force: true });
}
