import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

// Every submission is kept (issue #30): the inbox shows one entry per kind and address, its newest
// submission with the count, and the admin reads the address's history. Before, the first lead of an
// address won and every later one was deleted, so whoever filed first under an address (an attacker)
// silenced the real person.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

let counter = 0;
const uniqueEmail = (name = 'person') => `${name}${++counter}@bigcorp.test`;

interface Submission {
  kind: string;
  email: string;
  name?: string | null;
  company?: string | null;
  message?: string | null;
  [column: string]: unknown;
}

/** One form sent by `actor` in a request (transaction) of its own, as the API does it. */
const submit = (actor: Actor, lead: Submission) => {
  const columns = Object.keys(lead);
  return actor.run((tx) =>
    tx.query(
      `insert into public.leads (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(lead),
    ),
  );
};

type Row = {
  id: string;
  kind: string;
  email: string;
  name: string | null;
  company: string | null;
  message: string | null;
  handled_at: string | null;
  latest: boolean;
  submissions: number | null;
};

/** The address's history as the studio reads it: the admin, through row-level security, newest first. */
const history = (kind: string, email: string, actor: Actor = t.admin) =>
  actor.run(
    async (tx) =>
      (
        await tx.query<Row>(
          `select id, kind, email, name, company, message, handled_at, latest, submissions from public.leads
           where kind = $1 and email = $2 order by created_at desc, id desc`,
          [kind, email],
        )
      ).rows,
  );

type Page = { leads: (Row & { submissions: number })[]; total: number };
const inbox = (args: { search?: string; handled?: boolean; kind?: string } = {}) =>
  t.admin.run(
    async (tx) =>
      (
        await tx.query<{ answer: Page }>(
          `select public.admin_leads_page(kind => $1, search => $2, handled => $3, page_size => 100) as answer`,
          [args.kind ?? null, args.search ?? null, args.handled ?? null],
        )
      ).rows[0]!.answer,
  );

type Stats = { total: number; waiting: number; submissions: number; by_kind: Record<string, number> };
const stats = async () =>
  t.admin.run(async (tx) => (await tx.query<{ s: Stats }>('select public.lead_stats() as s')).rows[0]!.s);

const markHandled = (id: string, handled: boolean) =>
  t.admin.run((tx) =>
    tx.query('update public.leads set handled_at = $2 where id = $1', [id, handled ? new Date() : null]),
  );

describe("an attacker filing first under a real person's address", () => {
  it("keeps the CEO's later demo request, shows it newest first, waiting, with the count", async () => {
    const ceo = uniqueEmail('ceo');
    await submit(t.anon, {
      kind: 'demo',
      email: ceo,
      name: 'Not interested',
      company: 'spam',
      message: 'Not interested, spam',
    });
    const [spam] = await history('demo', ceo);
    await markHandled(spam!.id, true); // the admin files the junk away

    await submit(t.anon, {
      kind: 'demo',
      email: ceo.toUpperCase(),
      name: 'Grace Chief',
      company: 'BigCorp',
      message: 'We would like a demo for our procurement team.',
    });

    const rows = await history('demo', ceo);
    expect(rows.map((row) => [row.name, row.company, row.latest, row.submissions])).toEqual([
      ['Grace Chief', 'BigCorp', true, 2],
      ['Not interested', 'spam', false, null],
    ]);
    const entry = (await inbox({ search: ceo })).leads;
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatchObject({ name: 'Grace Chief', submissions: 2, handled_at: null });
    // A real person's new request is never hidden behind an old "handled" mark.
    expect((await inbox({ search: ceo, handled: false })).total).toBe(1);
    expect((await inbox({ search: ceo, handled: true })).total).toBe(0);
  });

  it('keeps every one of many repeats as history, and the inbox still has one entry', async () => {
    const email = uniqueEmail();
    for (let i = 1; i <= 5; i++) await submit(t.anon, { kind: 'newsletter', email, message: null });
    const rows = await history('newsletter', email);
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.latest)).toEqual([true, false, false, false, false]);
    expect(rows[0]!.submissions).toBe(5);
    expect((await inbox({ search: email })).total).toBe(1);
  });

  it('keeps other kinds of the same address apart', async () => {
    const email = uniqueEmail();
    await submit(t.anon, { kind: 'newsletter', email });
    await submit(t.anon, { kind: 'demo', email, name: 'Ada Buyer', company: 'Acme' });
    expect((await inbox({ search: email })).leads.map((lead) => [lead.kind, lead.submissions])).toEqual([
      ['demo', 1],
      ['newsletter', 1],
    ]);
  });
});

describe('latest and submissions are the database’s', () => {
  it.each([
    ['anon', () => t.anon],
    ['a signed-in customer', () => t.customer],
  ])('%s cannot hide a submission or inflate the count', async (_who, actor) => {
    const email = uniqueEmail();
    await submit(actor(), { kind: 'newsletter', email, latest: false, submissions: 1000 });
    await submit(actor(), { kind: 'newsletter', email, latest: false, submissions: 7 });
    expect((await history('newsletter', email)).map((row) => [row.latest, row.submissions])).toEqual([
      [true, 2],
      [false, null],
    ]);
  });

  it.each([
    ['a zero count', { submissions: 0 }],
    ['a negative count', { submissions: -1 }],
    ['a huge count', { submissions: 2147483647 }],
    ['a null latest and count', { latest: null, submissions: null }],
  ])(
    '%s from a visitor is replaced, never refused (a refusal would differ from a new lead)',
    async (_name, sent) => {
      const email = uniqueEmail();
      await submit(t.anon, { kind: 'newsletter', email, ...sent });
      await submit(t.anon, { kind: 'newsletter', email, ...sent });
      expect((await history('newsletter', email)).map((row) => [row.latest, row.submissions])).toEqual([
        [true, 2],
        [false, null],
      ]);
    },
  );

  it('only the newest row may carry a count (leads_count_on_latest_only), even for the service role', async () => {
    const email = uniqueEmail();
    await submit(t.serviceRole, { kind: 'newsletter', email });
    await submit(t.serviceRole, { kind: 'newsletter', email });
    const [, older] = await history('newsletter', email);
    expect(
      await errorCode(
        t.serviceRole.run((tx) =>
          tx.query('update public.leads set submissions = 5 where id = $1', [older!.id]),
        ),
      ),
    ).toBe('23514');
  });

  it('the service role in bulk: an older submission inserted later does not become the newest', async () => {
    const email = uniqueEmail();
    await submit(t.serviceRole, { kind: 'newsletter', email, message: 'now' });
    await t.serviceRole.run((tx) =>
      tx.query(
        `insert into public.leads (kind, email, message, created_at)
         select 'newsletter', $1, 'day ' || n, now() - n * interval '1 day' from generate_series(1, 3) n`,
        [email],
      ),
    );
    const rows = await history('newsletter', email);
    expect(rows.map((row) => [row.message, row.latest, row.submissions])).toEqual([
      ['now', true, 4],
      ['day 1', false, null],
      ['day 2', false, null],
      ['day 3', false, null],
    ]);
  });

  it('the service role deleting the newest, or moving one to another address, refreshes both addresses', async () => {
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    for (const message of ['first', 'second', 'third']) {
      await submit(t.serviceRole, { kind: 'newsletter', email: a, message });
    }
    const [third, second] = await history('newsletter', a);
    await t.serviceRole.run((tx) => tx.query('delete from public.leads where id = $1', [third!.id]));
    expect((await history('newsletter', a)).map((row) => [row.message, row.latest, row.submissions])).toEqual(
      [
        ['second', true, 2],
        ['first', false, null],
      ],
    );
    await submit(t.serviceRole, { kind: 'newsletter', email: b, message: 'b' });
    await t.serviceRole.run((tx) =>
      tx.query(`update public.leads set email = $2, created_at = now() + interval '1 hour' where id = $1`, [
        second!.id,
        b,
      ]),
    );
    expect((await history('newsletter', a)).map((row) => [row.message, row.latest, row.submissions])).toEqual(
      [['first', true, 1]],
    );
    expect((await history('newsletter', b)).map((row) => [row.message, row.latest, row.submissions])).toEqual(
      [
        ['second', true, 2],
        ['b', false, null],
      ],
    );
  });
});

describe('the count stays exact', () => {
  it('through single and bulk inserts, older imports, deletes of old and newest rows, and moves', async () => {
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    const check = async () => {
      for (const email of [a, b]) {
        const rows = await history('newsletter', email);
        if (rows.length === 0) continue;
        expect(rows.filter((row) => row.latest).map((row) => row.id)).toEqual([rows[0]!.id]);
        expect(rows[0]!.submissions).toBe(rows.length);
        expect(rows.slice(1).every((row) => row.submissions === null)).toBe(true);
      }
    };
    const bulk = (email: string, n: number, ago: string) =>
      t.serviceRole.run((tx) =>
        tx.query(
          `insert into public.leads (kind, email, created_at)
           select 'newsletter', $1, now() - $3::interval - g * interval '1 second' from generate_series(1, $2) g`,
          [email, n, ago],
        ),
      );
    const remove = (email: string, which: 'newest' | 'oldest') =>
      t.serviceRole.run((tx) =>
        tx.query(
          `delete from public.leads where id = (
             select id from public.leads where kind = 'newsletter' and email = $1
             order by created_at ${which === 'newest' ? 'desc' : 'asc'}, id limit 1)`,
          [email],
        ),
      );
    await submit(t.anon, { kind: 'newsletter', email: a });
    await check();
    await bulk(a, 40, '0 seconds');
    await check();
    await bulk(a, 5, '10 days');
    await check();
    await submit(t.anon, { kind: 'newsletter', email: a });
    await check();
    await remove(a, 'oldest');
    await check();
    await remove(a, 'newest');
    await check();
    await submit(t.anon, { kind: 'newsletter', email: a });
    await check();
    await t.serviceRole.run((tx) =>
      tx.query(
        `update public.leads set email = $2 where id in (
           select id from public.leads where kind = 'newsletter' and email = $1 order by created_at limit 10)`,
        [a, b],
      ),
    );
    await check();
    await submit(t.anon, { kind: 'newsletter', email: b });
    await check();
    expect((await history('newsletter', b))[0]!.submissions).toBe(11);
  });
});

describe('handled is per submission', () => {
  // Before (20251127100000 until 20251202120000), marking a submission handled also marked the earlier
  // waiting ones of its address: an attacker's spam filed after a real request buried it. Now nothing
  // is marked that the admin was not shown (supabase/tests/leads-waiting-per-submission.test.ts).
  it('marking the newest submission handled marks that one only; unmarking changes that one only', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) await submit(t.anon, { kind: 'newsletter', email });
    const [newest, middle] = await history('newsletter', email);
    await markHandled(newest!.id, true);
    expect((await history('newsletter', email)).map((row) => row.handled_at === null)).toEqual([
      false,
      true,
      true,
    ]);
    await markHandled(newest!.id, false);
    expect((await history('newsletter', email)).every((row) => row.handled_at === null)).toBe(true);
    await markHandled(middle!.id, true);
    expect((await history('newsletter', email)).map((row) => row.handled_at === null)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it("a customer's update still changes nothing, at any submission", async () => {
    const email = uniqueEmail();
    await submit(t.anon, { kind: 'newsletter', email });
    await submit(t.anon, { kind: 'newsletter', email });
    const [newest] = await history('newsletter', email);
    const result = await t.customer.run((tx) =>
      tx.query('update public.leads set handled_at = now() where id = $1', [newest!.id]),
    );
    expect(result.affectedRows).toBe(0);
    expect((await history('newsletter', email)).every((row) => row.handled_at === null)).toBe(true);
  });

  it('nobody but the service role writes latest or submissions directly', async () => {
    const email = uniqueEmail();
    await submit(t.anon, { kind: 'newsletter', email });
    const [row] = await history('newsletter', email);
    for (const actor of [t.anon, t.customer, t.admin]) {
      for (const set of ['latest = false', 'submissions = 99']) {
        expect(
          await errorCode(
            actor.run((tx) => tx.query(`update public.leads set ${set} where id = $1`, [row!.id])),
          ),
        ).toBe('42501');
      }
    }
  });
});

describe('lead_stats counts addresses and submissions', () => {
  it('total, waiting and kinds count inbox entries; submissions and weeks count every form sent', async () => {
    const before = await stats();
    const email = uniqueEmail();
    await submit(t.anon, { kind: 'contact', email, name: 'Ada Buyer', message: 'one' });
    await submit(t.anon, { kind: 'contact', email, name: 'Ada Buyer', message: 'two' });
    const after = await stats();
    expect(after.total - before.total).toBe(1);
    expect(after.waiting - before.waiting).toBe(1);
    expect(after.by_kind.contact! - before.by_kind.contact!).toBe(1);
    expect(after.submissions - before.submissions).toBe(2);

    const direct = await t.db.query<{ total: number; waiting: number; submissions: number }>(
      `select (count(*) filter (where latest))::int as total,
              (count(*) filter (where latest and exists (select 1 from public.leads o
                 where o.kind = l.kind and o.email = l.email and o.handled_at is null)))::int as waiting,
              count(*)::int as submissions
       from public.leads l`,
    );
    expect([after.total, after.waiting, after.submissions]).toEqual([
      direct.rows[0]!.total,
      direct.rows[0]!.waiting,
      direct.rows[0]!.submissions,
    ]);
    expect((await inbox()).total).toBe(after.total);
  });
});

describe("the inbox's totals", () => {
  it('without a search (read from the counts) equal a count of the newest submissions, for every filter', async () => {
    const email = uniqueEmail();
    await submit(t.anon, { kind: 'demo', email, name: 'Ada Buyer', company: 'Acme' });
    await submit(t.anon, { kind: 'demo', email, name: 'Ada Buyer', company: 'Acme' });
    const [newest] = await history('demo', email);
    await markHandled(newest!.id, true);
    await submit(t.anon, { kind: 'newsletter', email });
    for (const kind of [null, 'demo', 'newsletter', 'trial']) {
      for (const handled of [null, true, false]) {
        const { rows } = await t.db.query<{ n: number }>(
          `select count(*)::int as n from public.leads l
           where latest and ($1::text is null or kind = $1)
             and ($2::boolean is null or (not exists (select 1 from public.leads o
                  where o.kind = l.kind and o.email = l.email and o.handled_at is null)) = $2)`,
          [kind, handled],
        );
        const page = await inbox({ kind: kind ?? undefined, handled: handled ?? undefined });
        expect(page.total, `kind ${kind}, handled ${handled}`).toBe(rows[0]!.n);
      }
    }
  });
});

describe("an address's history is for admins", () => {
  it('anon is refused, a customer reads nothing, the refresh function is out of reach', async () => {
    const email = uniqueEmail();
    await submit(t.anon, { kind: 'newsletter', email });
    expect(await errorCode(history('newsletter', email, t.anon))).toBe('42501');
    expect(await history('newsletter', email, t.customer)).toEqual([]);
    for (const actor of [t.anon, t.customer, t.admin, t.serviceRole]) {
      expect(
        await errorCode(
          actor.run((tx) =>
            tx.query(`select app_private.leads_refresh_latest(array['newsletter'], array[$1], true)`, [
              email,
            ]),
          ),
        ),
      ).toBe('42501');
    }
  });
});

describe('two submissions for one address at once', () => {
  // Times a week apart, so the two inserts do not also meet on one row of the weekly counts (whose
  // row lock would make them take turns anyway): only leads_keep_latest's own lock orders them.
  it('leave exactly one newest, with the count of both (PostgreSQL runs them side by side)', async () => {
    const email = uniqueEmail();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
    const insert = (tx: Parameters<Parameters<Actor['run']>[0]>[0], message: string, daysAgo: number) =>
      tx.query(
        `insert into public.leads (kind, email, message, created_at)
         values ('newsletter', $1, $2, now() - $3 * interval '1 day')`,
        [email, message, daysAgo],
      );
    const first = t.serviceRole.run(async (tx) => {
      await insert(tx, 'older', 8);
      firstInserted();
      await held; // not committed until the second has started
    });
    // PGlite runs one transaction at a time: there the second simply waits for the first.
    await Promise.race([inserted, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    const second = t.serviceRole.run((tx) => insert(tx, 'newer', 0));
    setTimeout(release, 300);
    await Promise.all([first, second]);
    const rows = await history('newsletter', email);
    expect(rows.map((row) => [row.message, row.latest, row.submissions])).toEqual([
      ['newer', true, 2],
      ['older', false, null],
    ]);
  });
});
