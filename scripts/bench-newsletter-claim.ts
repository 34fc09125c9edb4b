// What `newsletter_claim` costs per batch, the current function beside the one before migration
// 20251203100100 (one suppress pass, no cancel pass), in one PGlite database opened as the embedded
// backend opens it: RECIPIENTS (10,000) confirmed subscribers, one post sent to them, then claims of
// BATCH (50) rows, the two functions alternating, each batch marked sent before the next claim.
// Prints the median and p90 milliseconds of CPU time per claim (this process's: PGlite runs in it).
//
//   npx tsx scripts/bench-newsletter-claim.ts            RECIPIENTS=10000 BATCH=50
//   PREVIOUS=20251203100100_newsletter_cancel_gone_posts.sql npx tsx scripts/bench-newsletter-claim.ts
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../packages/local-supabase/src/database/index';

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 10_000);
const BATCH = Number(process.env.BATCH ?? 50);
const supabaseDir = fileURLToPath(new URL('../supabase', import.meta.url));

const { db } = await openDatabase({ supabaseDir });
// The previous claim, under another name, from its migration's text (PREVIOUS names another one:
// only its newsletter_claim is taken, not the rest of the migration).
const previousMigration = process.env.PREVIOUS ?? '20251128100100_newsletter_claim_recheck.sql';
const previous = (await readFile(`${supabaseDir}/migrations/${previousMigration}`, 'utf8')).match(
  /create or replace function public\.newsletter_claim\([\s\S]*?\n\$\$;/,
);
if (!previous) throw new Error(`No newsletter_claim in ${previousMigration}`);
await db.exec(
  previous[0].replace('function public.newsletter_claim(', 'function public.newsletter_claim_previous('),
);
await db.query(
  `insert into public.newsletter_subscriptions (email, status, confirmed_at)
   select 'bench' || g || '@example.test', 'confirmed', now() from generate_series(1, $1::int) g`,
  [RECIPIENTS],
);
const post = await db.query<{ id: string }>(
  `insert into public.blog_posts (title, slug, excerpt, content, published_at)
   values ('Bench', 'bench-claim', 'x', 'Body', now() - interval '1 minute') returning id`,
);
// The send as admin_newsletter_send_post queues it (owner: no is_admin() check needed for the rows).
await db.query(
  `with send as (
     insert into public.newsletter_sends (post_id, kind, subject, post_snapshot, recipients)
     values ($1, 'post', 'Bench', '{}'::jsonb, $2) returning id)
   insert into public.newsletter_outbox (send_id, subscription_id, kind, email, unsubscribe_token, unsubscribe_token_hash)
   select send.id, s.id, 'post', s.email, md5(s.email), sha256(convert_to(s.email, 'UTF8'))
   from send, public.newsletter_subscriptions s where s.status = 'confirmed' order by s.id`,
  [post.rows[0]!.id, RECIPIENTS],
);

const times: Record<'previous' | 'current', number[]> = { previous: [], current: [] };
async function claimOnce(fn: 'previous' | 'current'): Promise<number> {
  const name = fn === 'current' ? 'newsletter_claim' : 'newsletter_claim_previous';
  const start = process.cpuUsage();
  const { rows } = await db.query<{ id: number }>(`select id from public.${name}('bench', $1, 60)`, [BATCH]);
  const used = process.cpuUsage(start);
  times[fn].push((used.user + used.system) / 1000);
  if (rows.length > 0)
    await db.query(
      `update public.newsletter_outbox set status = 'sent', lease_until = null where id = any($1::bigint[])`,
      [rows.map((row) => row.id)],
    );
  return rows.length;
}

let turn = 0;
for (;;) {
  const claimed = await claimOnce(turn++ % 2 === 0 ? 'current' : 'previous');
  if (claimed === 0) break;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
console.log(
  `newsletter_claim, ${RECIPIENTS} queued, batches of ${BATCH}, CPU ms per claim (PGlite, this process)`,
);
for (const fn of ['previous', 'current'] as const)
  console.log(
    `${fn.padEnd(9)} claims ${String(times[fn].length).padStart(4)}  median ${percentile(times[fn], 50).toFixed(2)}  p90 ${percentile(times[fn], 90).toFixed(2)}`,
  );
await db.close();
