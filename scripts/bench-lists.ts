// `npm run bench:lists`: the paginated lists at volume in the embedded backend. Seeds 10,000 posts
// (drafts, scheduled, published) and 100,000 leads (then 20,000 later submissions of 10,000 of their
// addresses, and 5,000 of one flooded address) straight into a PGlite database in a temporary
// folder (one insert … select generate_series each), starts the embedded backend on it in its own
// process, then times through supabase-js, signed in as the admin (anon for the public list): the
// admin post list, the leads inbox (sorted, searched, filtered, exact count), published_posts_page and
// lead_stats, an address's history, and a visitor's submission (new and repeated). Prints p50, p95 and
// max per query; the aim is under 50 ms. Figures only: it never fails
// on them (these machines are shared and noisy).
//
// RUNS=100 npm run bench:lists     more samples per query (default 30, after 3 warm-ups).
// EXPLAIN=1 npm run bench:lists    also prints the plan of each list query as the admin would run it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  fetchLeadHistory,
  fetchLeadsPage,
  fetchLeadStats,
  setLeadHandled,
  submitLead,
} from '@parley/shared/leads';
import { DEFAULT_ADMIN_EMAIL, LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { fetchAdminPostsPage, fetchPublishedPostsPage } from '@parley/shared/posts';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { createSupabaseClient } from '@parley/shared/node';
import { percentile } from './bench-stats';
import { openDatabase } from '@parley/local-supabase';
import { LOCAL_ADMIN_PASSWORD } from '@parley/local-supabase/local-secrets';
import { freePort, waitForUrl } from './processes.mjs';

const POSTS = 10_000;
const LEADS = 100_000;
const RUNS = Number(process.env.RUNS ?? 30);
const WARMUP = 3;
const root = fileURLToPath(new URL('..', import.meta.url));

const SEED_POSTS = `
insert into public.blog_posts (title, slug, category, excerpt, content, published_at, created_at, updated_at)
select 'Post ' || n || ' about ' || (array['agents', 'pricing', 'procurement', 'negotiation'])[1 + n % 4],
       'bench-post-' || n,
       (array['General', 'Guides', 'News', 'Research'])[1 + n % 4],
       'What we learned from negotiation ' || n || ': anchors, concessions and walk-away points.',
       repeat('An agent negotiating on a buyer''s behalf weighs price, delivery and terms. ', 20),
       case n % 10 when 0 then null when 1 then now() + n * interval '1 minute' else now() - n * interval '1 hour' end,
       now() - n * interval '1 hour',
       now() - n * interval '1 hour'
from generate_series(1, ${POSTS}) n`;

// trial and demo leads need a name and a company; about a third are handled; 2 minutes apart (~139 days).
const SEED_LEADS = `
insert into public.leads (kind, email, name, company, created_at, handled_at)
select (array['trial', 'demo', 'subscribe', 'newsletter', 'contact'])[1 + n % 5],
       'lead' || n || '@company' || (n % 997) || '.test',
       case when n % 5 in (0, 1) then 'Person ' || n end,
       case when n % 5 in (0, 1) then 'Company ' || (n % 997) end,
       now() - n * interval '2 minutes',
       case when n % 3 = 0 then now() end
from generate_series(1, ${LEADS}) n`;

// Every submission is kept (20251127100000_keep_every_lead_submission.sql): two later submissions of
// each of the first 10,000 addresses, and an attacker's 5,000 under one address. The inbox still has one
// entry per address: 100,001.
const SEED_REPEATS = `
insert into public.leads (kind, email, name, company, created_at)
select l.kind, l.email, l.name, l.company, l.created_at + r * interval '1 minute'
from public.leads l, generate_series(1, 2) r
where l.email ~ '^lead([1-9][0-9]{0,3}|10000)@';
insert into public.leads (kind, email, name, company, message, created_at)
select 'demo', 'flooded@bigcorp.test', 'Not interested', 'spam', 'Not interested, spam ' || n, now() - n * interval '1 second'
from generate_series(1, 5000) n`;
const ADDRESSES = LEADS + 1;

async function time(name: string, work: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < WARMUP; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${name.padEnd(58)} ${f(percentile(samples, 50))} ${f(percentile(samples, 95))} ${f(samples.at(-1)!)}`,
  );
}

const dataDir = await mkdtemp(join(tmpdir(), 'parley-bench-lists-'));
let child: ReturnType<typeof spawn> | undefined;
try {
  let started = performance.now();
  const { db } = await openDatabase({ dataDir, supabaseDir: join(root, 'supabase') });
  await db.exec(SEED_POSTS);
  await db.exec(SEED_LEADS);
  await db.exec(SEED_REPEATS);
  await db.exec('analyze');
  if (process.env.EXPLAIN) await explain(db);
  await db.close();
  console.log(
    `Seeded ${POSTS} posts, ${LEADS} leads and 25,000 later submissions in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  // BENCH_API_PORT: a port of one's own on a shared machine.
  const port = Number(process.env.BENCH_API_PORT) || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  started = performance.now();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: join(root, 'packages/local-supabase'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      SMTP_PORT: 'off',
      RATE_LIMITS: 'off',
      // The submissions below time one client's inserts, not the per-client flood limit (20 an hour).
      LEAD_LIMITS: 'off',
      ADMIN_EMAIL: DEFAULT_ADMIN_EMAIL,
      ADMIN_PASSWORD: LOCAL_ADMIN_PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const answer = await waitForUrl(`${url}/auth/v1/health`, {
    timeoutMs: 60_000,
    intervalMs: 100,
    ready: (response) => response.ok,
  });
  if (answer !== 'ready') throw new Error('bench: the backend did not start');
  const client = (): ParleySupabaseClient => createSupabaseClient({ url, anonKey: LOCAL_SUPABASE_ANON_KEY });
  const anon = client();
  const admin = client();
  const { error } = await admin.auth.signInWithPassword({
    email: DEFAULT_ADMIN_EMAIL,
    password: LOCAL_ADMIN_PASSWORD,
  });
  if (error) throw new Error(`bench: admin sign-in failed: ${error.message}`);

  const check = await fetchLeadsPage(admin, { pageSize: 1 });
  if (check.total !== ADDRESSES) {
    throw new Error(`bench: the admin sees ${check.total} leads, not ${ADDRESSES}`);
  }
  console.log(
    `Embedded backend at ${url} (${process.version}, data on disk), ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(
    `${RUNS} runs per query after ${WARMUP} warm-ups, through supabase-js over HTTP. Aim: < 50 ms.\n`,
  );
  console.log(
    `${'query'.padEnd(58)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
  );

  await time('admin posts: page 1, newest saved first', () => fetchAdminPostsPage(admin));
  await time('admin posts: published, page 200 of 25', () =>
    fetchAdminPostsPage(admin, { status: 'published', page: 200 }),
  );
  await time('admin posts: scheduled, by publication time', () =>
    fetchAdminPostsPage(admin, { status: 'scheduled', sort: 'published_at', direction: 'asc' }),
  );
  await time('admin posts: drafts, by title', () =>
    fetchAdminPostsPage(admin, { status: 'draft', sort: 'title', direction: 'asc' }),
  );
  await time('admin posts: title search "negotiation", by title', () =>
    fetchAdminPostsPage(admin, { search: 'negotiation', sort: 'title', direction: 'asc' }),
  );
  await time('leads: page 1 of 50, newest first', () => fetchLeadsPage(admin));
  await time('leads: by email, page 1,000', () =>
    fetchLeadsPage(admin, { sort: 'email', direction: 'asc', page: 1000 }),
  );
  await time('leads: demo, waiting, by company', () =>
    fetchLeadsPage(admin, { kind: 'demo', handled: false, sort: 'company', direction: 'asc' }),
  );
  await time('leads: search "company42", newest first', () => fetchLeadsPage(admin, { search: 'company42' }));
  await time('leads: search "person 9999" in trial', () =>
    fetchLeadsPage(admin, { search: 'person 9999', kind: 'trial' }),
  );
  await time('leads: handled entries, newest first', () => fetchLeadsPage(admin, { handled: true }));
  await time('lead_stats (admin)', () => fetchLeadStats(admin));
  await time('leads: history of an address with 3 submissions', () =>
    fetchLeadHistory(admin, { kind: 'subscribe', email: 'lead42@company42.test' }),
  );
  await time('leads: history of the address with 5,000 (newest 50)', () =>
    fetchLeadHistory(admin, { kind: 'demo', email: 'flooded@bigcorp.test' }),
  );
  // Handled is per submission (20251202120000): a mark moves the waiting count on the address's newest row.
  const [floodedNewest, floodedOlder] = await fetchLeadHistory(admin, {
    kind: 'demo',
    email: 'flooded@bigcorp.test',
  });
  await time('leads: mark the newest of the 5,000 handled, then waiting', async () => {
    await setLeadHandled(admin, floodedNewest!.id, true);
    await setLeadHandled(admin, floodedNewest!.id, false);
  });
  await time('leads: mark an older one of the 5,000 handled, then waiting', async () => {
    await setLeadHandled(admin, floodedOlder!.id, true);
    await setLeadHandled(admin, floodedOlder!.id, false);
  });
  let fresh = 0;
  await time('leads: a visitor submits a new address (anon)', () =>
    submitLead(anon, { kind: 'newsletter', email: `bench${++fresh}@fresh.test` }),
  );
  await time('leads: a visitor submits a repeat (anon)', () =>
    submitLead(anon, { kind: 'subscribe', email: 'lead42@company42.test' }),
  );
  await time('leads: a repeat of the address with 5,000 (anon)', () =>
    submitLead(anon, {
      kind: 'demo',
      email: 'flooded@bigcorp.test',
      name: 'Grace Chief',
      company: 'BigCorp',
    }),
  );
  await time('published_posts_page (anon): page 1', () => fetchPublishedPostsPage(anon));
  await time('published_posts_page (anon): page 300', () => fetchPublishedPostsPage(anon, { page: 300 }));
  await time('published_posts_page (anon): "pricing" in Guides', () =>
    fetchPublishedPostsPage(anon, { search: 'pricing', category: 'Guides' }),
  );
  await time('published_posts_page (anon): search "post 99"', () =>
    fetchPublishedPostsPage(anon, { search: 'post 99' }),
  );
} finally {
  child?.kill('SIGTERM');
  if (child) await new Promise((r) => child!.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * The plans of the list queries (EXPLAIN=1), as the database owner before the backend starts: no
 * admin exists yet, so row-level security is not in them (for an admin it adds one is_admin() call,
 * evaluated once per query as an initplan).
 */
async function explain(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const queries = [
    `select id from public.blog_posts order by updated_at desc, id limit 25`,
    `select id from public.blog_posts where published_at <= now() order by updated_at desc, id offset 4975 limit 25`,
    `select count(*) from public.leads`,
    `select id from public.leads order by email, id offset 49950 limit 50`,
    `select id from public.leads where search_text ilike '%company42%' order by created_at desc, id limit 50`,
    `select id from public.leads where latest order by email, id offset 49950 limit 50`,
    `select count(*) from public.leads where latest and search_text like '%company42%'`,
    // The inbox's Waiting filter (an entry with any waiting submission), newest first.
    `select id from public.leads where latest and waiting > 0 order by created_at desc, id limit 50`,
  ];
  for (const sql of queries) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`);
    console.log(`\n${sql}\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
}
