import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database';

// A post deleted or unpublished while its newsletter is being sent
// (20251203100100_newsletter_cancel_gone_posts.sql, docs/product-rules.md#newsletter): its waiting
// mails are cancelled and counted in the send's history; the worker never sends a mail whose post
// is not published when it claims it. Run on PGlite and on PostgreSQL 15.

let t: TestDatabase;
let counter = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.query(
    `insert into public.newsletter_subscriptions (email, status, confirmed_at)
     select 'gone-reader' || n || '@acme.test', 'confirmed', now() from generate_series(1, 5) n`,
  );
});

// Each test starts with an empty outbox queue: earlier tests' mails count as sent.
beforeEach(async () => {
  await t.db.query(
    `update public.newsletter_outbox set status = 'sent' where status in ('queued', 'sending')`,
  );
});

async function publishedPost() {
  const n = ++counter;
  const { rows } = await t.admin.run((tx) =>
    tx.query<{ id: string }>(
      `insert into public.blog_posts (title, slug, excerpt, content, published_at)
       values ($1, $2, 'Excerpt', 'Body', now() - interval '1 minute') returning id`,
      [`Gone ${n}`, `gone-${n}`],
    ),
  );
  return rows[0]!.id;
}

const send = (post: string) =>
  t.admin.run(
    async (tx) =>
      (await tx.query<{ id: string }>('select public.admin_newsletter_send_post($1) as id', [post])).rows[0]!
        .id,
  );

const claim = (limit = 1000) =>
  t.serviceRole.run(
    async (tx) =>
      (
        await tx.query<{ id: string; kind: string; send_id: string }>(
          'select * from public.newsletter_claim($1, $2, 60)',
          ['worker-1', limit],
        )
      ).rows,
  );

const markSent = (id: string) =>
  t.serviceRole.run(
    async (tx) =>
      (await tx.query<{ ok: boolean }>('select public.newsletter_mark_sent($1, $2) as ok', [id, `<${id}@x>`]))
        .rows[0]!.ok,
  );

type History = {
  recipients: number;
  queued: number;
  sent: number;
  cancelled: number;
  cancelled_reason: string | null;
  finished_at: string | null;
};
const history = (post: string) =>
  t.admin.run(
    async (tx) => (await tx.query<History>('select * from public.admin_newsletter_sends($1)', [post])).rows,
  );

/** A send's outbox figures straight from the tables (a deleted post has no history to ask). */
const sendFigures = async (sendId: string) =>
  (
    await t.db.query<{ cancelled: number; queued: number; reason: string | null; finished: boolean }>(
      `select (count(*) filter (where o.status = 'cancelled'))::integer as cancelled,
              (count(*) filter (where o.status in ('queued', 'sending')))::integer as queued,
              s.cancelled_reason as reason, s.finished_at is not null as finished
       from public.newsletter_sends s left join public.newsletter_outbox o on o.send_id = s.id
       where s.id = $1 group by s.id`,
      [sendId],
    )
  ).rows[0]!;

describe("a post's newsletter when the post goes away mid-send", () => {
  it('unpublishing cancels the waiting mails; the two a worker holds still go; the history says so', async () => {
    const post = await publishedPost();
    await send(post);
    const held = await claim(2);
    expect(held).toHaveLength(2);
    await t.admin.run((tx) =>
      tx.query('update public.blog_posts set published_at = null where id = $1', [post]),
    );
    // Nothing more is claimed; the worker's two are marked sent as usual.
    expect(await claim()).toEqual([]);
    for (const mail of held) expect(await markSent(mail.id)).toBe(true);
    const [row] = await history(post);
    expect(row).toMatchObject({
      recipients: 5,
      sent: 2,
      queued: 0,
      cancelled: 3,
      cancelled_reason: 'unpublished',
    });
    expect(row!.finished_at).not.toBeNull();
    // Erased tokens: a cancelled mail keeps no raw token.
    const { rows } = await t.db.query(
      `select 1 from public.newsletter_outbox where status = 'cancelled' and (unsubscribe_token is not null or confirm_token is not null)`,
    );
    expect(rows).toEqual([]);
    // Published again, the post can be sent again: the cancelled send is finished, not "running".
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set published_at = now() - interval '1 second' where id = $1`, [
        post,
      ]),
    );
    const again = await t.admin.run((tx) =>
      tx.query('select public.admin_newsletter_send_post($1, true)', [post]),
    );
    expect(again.rows).toHaveLength(1);
  });

  it('moving the post into the future (scheduled) cancels alike', async () => {
    const post = await publishedPost();
    await send(post);
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set published_at = now() + interval '1 day' where id = $1`, [post]),
    );
    // A claim of 2: what it cancels, the next rows replace in its window, and those are checked too.
    expect(await claim(2)).toEqual([]);
    expect((await history(post))[0]).toMatchObject({
      cancelled: 5,
      cancelled_reason: 'unpublished',
      queued: 0,
    });
  });

  it('deleting cancels the waiting mails, its test mail too, with the reason on the send', async () => {
    const post = await publishedPost();
    const sendId = await send(post);
    const testId = await t.admin.run(
      async (tx) =>
        (await tx.query<{ id: string }>('select public.admin_newsletter_send_test($1) as id', [post]))
          .rows[0]!.id,
    );
    const held = await claim(1);
    await t.admin.run((tx) => tx.query('delete from public.blog_posts where id = $1', [post]));
    expect(await claim()).toEqual([]);
    expect(await markSent(held[0]!.id)).toBe(true);
    expect(await sendFigures(sendId)).toEqual({ cancelled: 4, queued: 0, reason: 'deleted', finished: true });
    expect(await sendFigures(testId)).toEqual({ cancelled: 1, queued: 0, reason: 'deleted', finished: true });
  });

  it("a draft's test mail still goes (tests are for drafts); an edit of a published post cancels nothing", async () => {
    const post = await publishedPost();
    await send(post);
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set title = 'Edited' where id = $1`, [post]),
    );
    expect(await claim()).toHaveLength(5);

    const draft = await publishedPost();
    await t.admin.run((tx) =>
      tx.query('update public.blog_posts set published_at = null where id = $1', [draft]),
    );
    await t.admin.run((tx) => tx.query('select public.admin_newsletter_send_test($1)', [draft]));
    expect((await claim()).map((mail) => mail.kind)).toEqual(['test']);
  });

  it("a visitor's or customer's delete or unpublish (refused by the posts' policies) cancels nothing", async () => {
    const post = await publishedPost();
    await send(post);
    for (const actor of [t.anon, t.customer]) {
      await actor
        .run((tx) => tx.query('update public.blog_posts set published_at = null where id = $1', [post]))
        .catch(() => undefined);
      await actor
        .run((tx) => tx.query('delete from public.blog_posts where id = $1', [post]))
        .catch(() => undefined);
    }
    expect((await history(post))[0]).toMatchObject({ queued: 5, cancelled: 0, cancelled_reason: null });
  });

  it.runIf(process.env.PARLEY_DB_ENGINE === 'postgres')(
    "unpublishing never waits on the mails a worker's claim holds (no deadlock with the claim's passes)",
    async () => {
      // The claim locks its window's rows and, while it drops some, runs again over the next ones;
      // an unpublish that waited on a row the claim held, while holding rows the claim's next pass
      // wants, deadlocked (PostgreSQL aborts one: the admin's unpublish, or the worker's claim).
      const post = await publishedPost();
      await send(post);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let claimed!: (ids: string[]) => void;
      const didClaim = new Promise<string[]>((resolve) => (claimed = resolve));
      const worker = t.serviceRole.run(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          "select id from public.newsletter_claim('worker-1', 2, 60)",
        );
        claimed(rows.map((row) => row.id));
        await held;
      });
      const inHand = await didClaim;
      const unpublish = t.admin
        .run((tx) => tx.query('update public.blog_posts set published_at = null where id = $1', [post]))
        .then(() => 'done' as const);
      const timeout = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000));
      const outcome = await Promise.race([unpublish, timeout]);
      release();
      await worker;
      await unpublish;
      expect(outcome).toBe('done');
      // The two the claim held are the worker's to send; the other three are cancelled.
      for (const id of inHand) expect(await markSent(id)).toBe(true);
      expect((await history(post))[0]).toMatchObject({
        sent: 2,
        cancelled: 3,
        queued: 0,
        cancelled_reason: 'unpublished',
      });
      expect(await claim()).toEqual([]);
    },
  );

  it('the claim itself never returns a mail whose post is not published, a lease that ran out included', async () => {
    // Whatever wrote the post (here the owner, with the triggers off), the claim checks.
    const post = await publishedPost();
    await send(post);
    const held = await claim(2);
    await t.db.query(
      'alter table public.blog_posts disable trigger blog_posts_cancel_newsletter_on_unpublish',
    );
    try {
      await t.db.query('update public.blog_posts set published_at = null where id = $1', [post]);
    } finally {
      await t.db.query(
        'alter table public.blog_posts enable trigger blog_posts_cancel_newsletter_on_unpublish',
      );
    }
    // The two held by a worker whose lease ran out (it died) are not sent again either.
    await t.db.query(
      `update public.newsletter_outbox set lease_until = now() - interval '1 second' where id = any($1::bigint[])`,
      [held.map((mail) => mail.id)],
    );
    // A claim of 2: what it cancels, the next rows replace in its window, and those are checked too.
    expect(await claim(2)).toEqual([]);
    expect((await history(post))[0]).toMatchObject({
      cancelled: 5,
      queued: 0,
      sent: 0,
      cancelled_reason: 'unpublished',
    });
    // A late mark from the dead worker changes nothing.
    expect(await markSent(held[0]!.id)).toBe(false);
  });
});
