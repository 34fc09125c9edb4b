import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './engines/apply-schema';
import { overlapping as overlapTransactions } from './overlapping';
import { createTestDatabase, errorCode, type Actor, type Queryable, type TestDatabase } from './database';

// A real lead is never buried under an attacker's submissions at the same address
// (20251202120000_lead_waiting_per_submission.sql). The real CEO files a demo request; an attacker
// then files spam as the CEO. The inbox shows the address by its newest submission (the spam); the
// admin marks it handled. Before, that also marked the CEO's earlier request handled, unseen. Now
// marking handled marks that submission only, and the entry stays under Waiting, saying how many of
// its submissions wait, while any does.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

let counter = 0;
const uniqueEmail = (name = 'person') => `${name}${++counter}@bigcorp.example`;

const submit = (actor: Actor, kind: string, email: string, name: string | null, message: string | null) =>
  actor.run((tx) =>
    // Demo and trial requests need a company: the name stands in for it.
    tx.query('insert into public.leads (kind, email, name, company, message) values ($1, $2, $3, $3, $4)', [
      kind,
      email,
      name,
      message,
    ]),
  );

type Row = {
  id: string;
  name: string | null;
  message: string | null;
  handled_at: string | null;
  latest: boolean;
  submissions: number | null;
  waiting: number | null;
};

/** The address's history as the studio reads it (the admin, newest first). */
const history = (kind: string, email: string) =>
  t.admin.run(
    async (tx) =>
      (
        await tx.query<Row>(
          `select * from public.leads
           where kind = $1 and email = $2 order by created_at desc, id desc`,
          [kind, email],
        )
      ).rows,
  );

type Entry = Row & { submissions: number; waiting: number };
const inbox = (args: { search?: string; handled?: boolean } = {}) =>
  t.admin.run(
    async (tx) =>
      (
        await tx.query<{ answer: { leads: Entry[]; total: number } }>(
          'select public.admin_leads_page(search => $1, handled => $2, page_size => 100) as answer',
          [args.search ?? null, args.handled ?? null],
        )
      ).rows[0]!.answer,
  );

const unsearchedTotal = (handled: boolean | null) =>
  t.admin.run(
    async (tx) =>
      (
        await tx.query<{ answer: { total: number } }>(
          'select public.admin_leads_page(handled => $1) as answer',
          [handled],
        )
      ).rows[0]!.answer.total,
  );

const stats = () =>
  t.admin.run(
    async (tx) =>
      (await tx.query<{ s: { total: number; waiting: number } }>('select public.lead_stats() as s')).rows[0]!
        .s,
  );

const markHandled = (ids: string[], handled = true) =>
  t.admin.run((tx) =>
    tx.query('update public.leads set handled_at = $2 where id = any($1::uuid[])', [
      ids,
      handled ? new Date() : null,
    ]),
  );

/** Every newest row's waiting equals a count of its address's waiting submissions; older rows have none. */
async function expectWaitingCountsTrue() {
  const { rows } = await t.db.query<{ kind: string; email: string; kept: number | null; actual: number }>(
    `select l.kind, l.email, l.waiting as kept,
            (select count(*)::int from public.leads o
             where o.kind = l.kind and o.email = l.email and o.handled_at is null) as actual
     from public.leads l where l.latest`,
  );
  for (const row of rows) expect(row.kept, `${row.kind} ${row.email}`).toBe(row.actual);
  const { rows: older } = await t.db.query<{ n: number }>(
    'select count(*)::int as n from public.leads where not latest and waiting is not null',
  );
  expect(older[0]!.n).toBe(0);
  // The inbox's figures agree with the rows: Waiting counts entries with any waiting submission.
  const { rows: direct } = await t.db.query<{ total: number; waiting: number }>(
    `select count(*)::int as total,
            (count(*) filter (where exists (select 1 from public.leads o
              where o.kind = l.kind and o.email = l.email and o.handled_at is null)))::int as waiting
     from public.leads l where l.latest`,
  );
  const s = await stats();
  expect([s.total, s.waiting]).toEqual([direct[0]!.total, direct[0]!.waiting]);
  expect(await unsearchedTotal(false)).toBe(direct[0]!.waiting);
  expect(await unsearchedTotal(true)).toBe(direct[0]!.total - direct[0]!.waiting);
}

describe("an attacker's spam filed after the real CEO's request", () => {
  it('marking the spam (the entry shown) handled leaves the CEO request waiting, and the entry under Waiting', async () => {
    const ceo = uniqueEmail('ceo');
    await submit(t.anon, 'demo', ceo, 'Grace Chief', 'We would like a demo for our procurement team.');
    await submit(t.anon, 'demo', ceo, 'Not interested', 'Not interested, spam');

    const [shown] = (await inbox({ search: ceo })).leads;
    expect(shown).toMatchObject({ name: 'Not interested', submissions: 2 });
    await markHandled([shown!.id]); // the admin files the junk away

    const rows = await history('demo', ceo);
    expect(rows.map((row) => [row.name, row.handled_at === null])).toEqual([
      ['Not interested', false],
      ['Grace Chief', true], // still waiting: nobody has shown it to the admin
    ]);
    const waiting = await inbox({ search: ceo, handled: false });
    expect(waiting.total).toBe(1);
    expect(waiting.leads[0]).toMatchObject({ name: 'Not interested', submissions: 2, waiting: 1 });
    expect((await inbox({ search: ceo, handled: true })).total).toBe(0);
    await expectWaitingCountsTrue();
  });
});

describe('handled is per submission', () => {
  it('marks that submission only, at any position; unmarking puts it back; all marked: the entry is handled', async () => {
    const email = uniqueEmail();
    for (let i = 1; i <= 3; i++) await submit(t.anon, 'newsletter', email, null, `n${i}`);
    const [newest, middle, oldest] = await history('newsletter', email);
    expect(newest).toMatchObject({ latest: true, submissions: 3, waiting: 3 });

    await markHandled([middle!.id]);
    expect((await history('newsletter', email)).map((row) => row.handled_at === null)).toEqual([
      true,
      false,
      true,
    ]);
    expect((await history('newsletter', email))[0]!.waiting).toBe(2);

    await markHandled([newest!.id]);
    expect((await history('newsletter', email)).map((row) => row.handled_at === null)).toEqual([
      false,
      false,
      true,
    ]);
    expect((await inbox({ search: email, handled: false })).total).toBe(1);

    // "Mark all handled" in the history: the ids the admin was shown, together.
    await markHandled([newest!.id, middle!.id, oldest!.id]);
    expect((await history('newsletter', email))[0]!.waiting).toBe(0);
    expect((await inbox({ search: email, handled: false })).total).toBe(0);
    expect((await inbox({ search: email, handled: true })).total).toBe(1);

    await markHandled([oldest!.id], false);
    expect((await history('newsletter', email)).map((row) => row.handled_at === null)).toEqual([
      false,
      false,
      true,
    ]);
    expect((await inbox({ search: email, handled: false })).leads[0]).toMatchObject({ waiting: 1 });
    await expectWaitingCountsTrue();
  });

  it('a new submission after everything was handled puts the entry back under Waiting with 1', async () => {
    const email = uniqueEmail();
    await submit(t.anon, 'contact', email, 'Ada', 'one');
    await markHandled([(await history('contact', email))[0]!.id]);
    await submit(t.anon, 'contact', email, 'Ada', 'two');
    expect((await history('contact', email))[0]).toMatchObject({
      message: 'two',
      submissions: 2,
      waiting: 1,
    });
    await expectWaitingCountsTrue();
  });

  it('stays true through moves, deletes, bulk inserts and forged columns', async () => {
    const a = uniqueEmail();
    const b = uniqueEmail();
    for (let i = 0; i < 3; i++) await submit(t.anon, 'trial', a, 'Ann', `a${i}`);
    await submit(t.anon, 'trial', b, 'Bob', 'b0');
    const [, second] = await history('trial', a);
    await markHandled([second!.id]);
    // The service role moves a handled submission to another address, then deletes one.
    await t.serviceRole.run((tx) =>
      tx.query(`update public.leads set email = $2 where id = $1`, [second!.id, b]),
    );
    await expectWaitingCountsTrue();
    await t.serviceRole.run((tx) =>
      tx.query('delete from public.leads where id = (select id from public.leads where email = $1 limit 1)', [
        a,
      ]),
    );
    await expectWaitingCountsTrue();
    // Forged counts on insert and update are corrected.
    await t.serviceRole.run((tx) =>
      tx.query(
        `insert into public.leads (kind, email, name, company, waiting, handled_at) values ('trial', $1, 'Fay', 'Fay', 99, now())`,
        [a],
      ),
    );
    await t.serviceRole.run((tx) =>
      tx.query(`update public.leads set waiting = 42 where email = $1 and latest`, [b]),
    );
    await expectWaitingCountsTrue();
    await t.db.query(
      `insert into public.leads (kind, email) select 'newsletter', $1 from generate_series(1, 30)
       union all select 'newsletter', 'bulk' || n || '@bigcorp.example' from generate_series(1, 20) n`,
      [uniqueEmail()],
    );
    await expectWaitingCountsTrue();
  });

  it('nobody but the service role writes waiting', async () => {
    const email = uniqueEmail();
    await submit(t.anon, 'newsletter', email, null, null);
    const [row] = await history('newsletter', email);
    for (const actor of [t.anon, t.customer, t.admin]) {
      expect(
        await errorCode(
          actor.run((tx) => tx.query('update public.leads set waiting = 0 where id = $1', [row!.id])),
        ),
      ).toBe('42501');
    }
    expect((await history('newsletter', email))[0]!.waiting).toBe(1);
  });
});

describe('at once (PostgreSQL runs them side by side; PGlite one after the other)', () => {
  /** Two at once (overlapping.ts); the second as the service role unless told. */
  const overlapping = (
    firstActor: Actor,
    first: (tx: Queryable) => Promise<unknown>,
    second: (tx: Queryable) => Promise<unknown>,
    secondActor: Actor = t.serviceRole,
  ) => overlapTransactions(firstActor, first, second, secondActor);

  it('an admin marking the newest handled while a new submission arrives keeps the count true', async () => {
    const email = uniqueEmail();
    // A week and more before the second, so the two do not meet on one row of the weekly counts.
    await t.serviceRole.run((tx) =>
      tx.query(
        `insert into public.leads (kind, email, message, created_at)
         values ('newsletter', $1, 'first', now() - interval '10 days')`,
        [email],
      ),
    );
    const [newest] = await history('newsletter', email);
    await overlapping(
      t.admin,
      (tx) => tx.query('update public.leads set handled_at = now() where id = $1', [newest!.id]),
      (tx) =>
        tx.query(`insert into public.leads (kind, email, message) values ('newsletter', $1, 'second')`, [
          email,
        ]),
    );
    expect((await history('newsletter', email)).map((row) => [row.message, row.latest, row.waiting])).toEqual(
      [
        ['second', true, 1],
        ['first', false, null],
      ],
    );
    await expectWaitingCountsTrue();
  });

  it('a new submission while the admin marks an older one handled: the mark lands on the new newest', async () => {
    const email = uniqueEmail();
    // Weeks apart, so the statements do not also meet on one row of the weekly counts (whose row lock
    // would make them take turns anyway).
    for (const [message, daysAgo] of [
      ['older', 20],
      ['newer', 10],
    ] as const) {
      await t.serviceRole.run((tx) =>
        tx.query(
          `insert into public.leads (kind, email, message, created_at)
           values ('newsletter', $1, $2, now() - $3 * interval '1 day')`,
          [email, message, daysAgo],
        ),
      );
    }
    const [, older] = await history('newsletter', email);
    await overlapping(
      t.serviceRole,
      (tx) =>
        tx.query(`insert into public.leads (kind, email, message) values ('newsletter', $1, 'newest')`, [
          email,
        ]),
      (tx) => tx.query('update public.leads set handled_at = now() where id = $1', [older!.id]),
      t.admin,
    );
    expect(
      (await history('newsletter', email)).map((row) => [row.message, row.submissions, row.waiting]),
    ).toEqual([
      ['newest', 3, 2],
      ['newer', null, null],
      ['older', null, null],
    ]);
    await expectWaitingCountsTrue();
  });

  it('two submissions at once leave one newest with both waiting', async () => {
    const email = uniqueEmail();
    await overlapping(
      t.serviceRole,
      (tx) =>
        tx.query(
          `insert into public.leads (kind, email, message, created_at) values ('newsletter', $1, 'older', now() - interval '8 days')`,
          [email],
        ),
      (tx) =>
        tx.query(`insert into public.leads (kind, email, message) values ('newsletter', $1, 'newer')`, [
          email,
        ]),
    );
    expect(
      (await history('newsletter', email)).map((row) => [row.message, row.submissions, row.waiting]),
    ).toEqual([
      ['newer', 2, 2],
      ['older', null, null],
    ]);
  });
});

describe('the migration on existing leads', () => {
  it("gives each address's newest row its waiting count, and the weekly counts agree", async () => {
    const migrations = fileURLToPath(new URL('../migrations', import.meta.url));
    const files = (await readdir(migrations)).filter((f) => f.endsWith('.sql')).sort();
    const dir = await mkdtemp(join(tmpdir(), 'parley-lead-waiting-'));
    const db = await t.engine.createEmptyDatabase();
    try {
      for (const f of files.filter((f) => f < '20251202120000'))
        await copyFile(join(migrations, f), join(dir, f));
      await applyMigrations(db, dir);
      await db.query('update app_private.settings set lead_limits_on = false');
      // Stored before: a waiting request under spam that was handled, an address all handled, one waiting.
      await db.query(
        `insert into public.leads (kind, email, message, created_at, handled_at) values
           ('newsletter', 'ceo@bigcorp.example', 'real', now() - interval '3 days', null),
           ('newsletter', 'ceo@bigcorp.example', 'spam', now() - interval '2 days', now()),
           ('newsletter', 'done@bigcorp.example', 'one', now() - interval '20 days', now()),
           ('newsletter', 'done@bigcorp.example', 'two', now() - interval '1 day', now()),
           ('contact', 'new@bigcorp.example', 'hello', now(), null)`,
      );
      for (const f of files) await copyFile(join(migrations, f), join(dir, f));
      await applyMigrations(db, dir);
      const { rows } = await db.query<{ email: string; waiting: number }>(
        'select email, waiting from public.leads where latest order by email',
      );
      expect(rows).toEqual([
        { email: 'ceo@bigcorp.example', waiting: 1 },
        { email: 'done@bigcorp.example', waiting: 0 },
        { email: 'new@bigcorp.example', waiting: 1 },
      ]);
      const { rows: counts } = await db.query<{ entries: number; waiting: number; all: number }>(
        `select (select sum(n) from app_private.lead_week_counts where latest)::int as entries,
                (select sum(n) from app_private.lead_week_counts where latest and waiting)::int as waiting,
                (select sum(n) from app_private.lead_week_counts)::int as all`,
      );
      expect(counts[0]).toEqual({ entries: 3, waiting: 2, all: 5 });
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
