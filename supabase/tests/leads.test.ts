import { isNewsletterEmail } from '@parley/shared/validation';
import { ADDRESSES_THE_TABLE_KEEPS, ADDRESSES_THE_TABLE_REFUSES } from '@parley/shared/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

let t: TestDatabase;

// One database per file (PGlite's initdb takes seconds); each test uses addresses of its own.
beforeAll(async () => {
  t = await createTestDatabase();
});

let counter = 0;
const uniqueEmail = () => `buyer${++counter}@acme.test`;

interface LeadValues {
  kind: string;
  email: string;
  name?: string | null;
  company?: string | null;
  plan?: string | null;
}

const submit = (actor: TestDatabase['anon'], lead: LeadValues) =>
  actor.run((tx) =>
    tx.query('insert into public.leads (kind, email, name, company, plan) values ($1, $2, $3, $4, $5)', [
      lead.kind,
      lead.email,
      lead.name ?? null,
      lead.company ?? null,
      lead.plan ?? null,
    ]),
  );

const countLeads = async (email: string) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from public.leads where email = lower($1)', [
      email,
    ])
  ).rows[0]!.n;

const readLeads = (actor: TestDatabase['anon']) =>
  actor.run(async (tx) => (await tx.query('select * from public.leads')).rows.length);

const trial = {
  kind: 'trial',
  email: 'buyer@acme.test',
  name: 'Ada Buyer',
  company: 'Acme',
  plan: 'starter',
};

describe('submitting leads', () => {
  it('anon submits a valid lead', async () => {
    const email = uniqueEmail();
    await submit(t.anon, { ...trial, email });
    expect(await countLeads(email)).toBe(1);
  });

  it('a repeated email and kind (any case) is kept as a submission of its own', async () => {
    const email = uniqueEmail();
    await submit(t.anon, { ...trial, email });
    await submit(t.anon, { ...trial, email: email.toUpperCase() });
    expect(await countLeads(email)).toBe(2);
    await submit(t.anon, { kind: 'newsletter', email });
    expect(await countLeads(email)).toBe(3);
  });

  it('a repeat counts as one inserted row, like a new lead (the API cannot tell them apart)', async () => {
    const email = uniqueEmail();
    const affected = async () =>
      (
        await t.anon.run((tx) =>
          tx.query('insert into public.leads (kind, email) values ($1, $2)', ['newsletter', email]),
        )
      ).affectedRows;
    expect(await affected()).toBe(1);
    expect(await affected()).toBe(1);
    expect(await countLeads(email)).toBe(2);
  });

  it('a repeat that breaks a constraint is refused like a new one', async () => {
    const email = uniqueEmail();
    await submit(t.anon, { ...trial, email });
    expect(await errorCode(submit(t.anon, { ...trial, email, company: null }))).toBe('23514');
  });

  it.each([
    ['a bad email', { ...trial, email: 'not-an-email' }],
    ['a one-character name', { ...trial, name: 'A' }],
    ['an unknown kind', { ...trial, kind: 'spam' }],
    ['a trial without company', { ...trial, company: null }],
    ['a demo without name', { ...trial, kind: 'demo', name: null }],
    ['an unknown plan', { ...trial, plan: 'platinum' }],
  ])('the database rejects %s', async (_label, lead) => {
    expect(await errorCode(submit(t.anon, lead))).toBe('23514');
    expect(await countLeads(lead.email)).toBe(0);
  });
});

// The forms send one lead per request (shared/src/leads/leads.ts submitLead, the site's no-JavaScript
// post). A visitor's array of thousands of repeats once held the embedded backend for seconds and
// filled the inbox with junk; the
// database now refuses a second lead in a transaction of an API role at once (PT413, HTTP 413).
describe('one lead per request for the API roles', () => {
  const bulk = (actor: Actor, emails: string[]) =>
    actor.run((tx) =>
      tx.query(`insert into public.leads (kind, email) select 'newsletter', unnest($1::text[])`, [emails]),
    );
  const countsTotal = async () =>
    Number(
      (
        await t.db.query<{ n: string }>(
          'select coalesce(sum(n), 0)::text as n from app_private.lead_week_counts',
        )
      ).rows[0]!.n,
    );

  it.each(['anon', 'customer', 'admin'] as const)(
    '%s: two leads in one statement are refused, and nothing is stored',
    async (who) => {
      const emails = [uniqueEmail(), uniqueEmail()];
      const before = await countsTotal();
      const refused = await bulk(t[who], emails).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'PT413', message: 'A request may submit one lead' });
      for (const email of emails) expect(await countLeads(email)).toBe(0);
      expect(await countsTotal()).toBe(before);
    },
  );

  it('anon: a second insert in the same transaction is refused too', async () => {
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    const twice = t.anon.run(async (tx) => {
      await tx.query(`insert into public.leads (kind, email) values ('newsletter', $1)`, [a]);
      await tx.query(`insert into public.leads (kind, email) values ('newsletter', $1)`, [b]);
    });
    expect(await errorCode(twice)).toBe('PT413');
    expect(await countLeads(a)).toBe(0);
    expect(await countLeads(b)).toBe(0);
  });

  it('anon: 20,000 repeats in one statement are refused at the second row, fast', async () => {
    const email = uniqueEmail();
    await submit(t.anon, { kind: 'newsletter', email });
    const before = await countsTotal();
    const started = performance.now();
    const refused = t.anon.run((tx) =>
      tx.query(
        `insert into public.leads (kind, email) select 'newsletter', $1 from generate_series(1, 20000)`,
        [email],
      ),
    );
    expect(await errorCode(refused)).toBe('PT413');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await countLeads(email)).toBe(1);
    expect(await countsTotal()).toBe(before);
  });

  it('anon: one lead per transaction, one after another, is fine; a repeat is kept too', async () => {
    const email = uniqueEmail();
    const insertOne = async () =>
      (
        await t.anon.run((tx) =>
          tx.query(`insert into public.leads (kind, email) values ('newsletter', $1)`, [email]),
        )
      ).affectedRows;
    expect(await insertOne()).toBe(1);
    expect(await insertOne()).toBe(1);
    expect(await countLeads(email)).toBe(2);
  });

  it('the service role and the database owner insert many leads at once', async () => {
    const emails = Array.from({ length: 2000 }, () => uniqueEmail());
    const service = await bulk(t.serviceRole, emails.slice(0, 1000));
    expect(service.affectedRows).toBe(1000);
    await t.db.query(`insert into public.leads (kind, email) select 'newsletter', unnest($1::text[])`, [
      emails.slice(1000),
    ]);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from public.leads where email = any($1::text[])',
      [emails],
    );
    expect(rows[0]!.n).toBe(2000);
  });

  it('the service role in bulk: every row stays, each address has one newest, counts agree', async () => {
    const [kept, fresh] = [uniqueEmail(), uniqueEmail()];
    await submit(t.anon, { ...trial, email: kept, company: 'First' });
    const earlier = Array.from({ length: 3000 }, () => uniqueEmail());
    await bulk(t.serviceRole, earlier);
    const rows = [
      ...earlier.map((email) => ['newsletter', email, null]),
      ['trial', kept, 'Second'],
      ['newsletter', fresh, null],
      ['newsletter', fresh.toUpperCase(), null],
    ];
    const inserted = await t.serviceRole.run((tx) =>
      tx.query(
        `insert into public.leads (kind, email, name, company)
         select r[1], r[2], case when r[1] = 'trial' then 'Ada Buyer' end, r[3]
         from jsonb_array_elements($1::jsonb) e, lateral (select array(select jsonb_array_elements_text(e)) as r) x`,
        [JSON.stringify(rows)],
      ),
    );
    expect(inserted.affectedRows).toBe(rows.length);
    const { rows: stored } = await t.db.query<{
      email: string;
      n: number;
      latest: number;
      submissions: number;
    }>(
      `select email, count(*)::int as n, (count(*) filter (where latest))::int as latest,
              max(submissions)::int as submissions
       from public.leads where email = any($1::text[]) group by email`,
      [[...earlier, kept, fresh]],
    );
    expect(stored).toHaveLength(earlier.length + 2);
    expect(stored.every((row) => row.n === 2 && row.latest === 1 && row.submissions === 2)).toBe(true);
    const companies = await t.db.query<{ company: string }>(
      `select company from public.leads where email = $1 order by created_at desc, id desc`,
      [kept],
    );
    expect(companies.rows).toEqual([{ company: 'Second' }, { company: 'First' }]);
    const { rows: agree } = await t.db.query<{
      counted: number;
      stored: number;
      latest: number;
      addresses: number;
    }>(
      `select (select sum(n) from app_private.lead_week_counts)::int as counted,
              (select count(*) from public.leads)::int as stored,
              (select sum(n) from app_private.lead_week_counts where latest)::int as latest,
              (select count(distinct (kind, email)) from public.leads)::int as addresses`,
    );
    expect(agree[0]!.counted).toBe(agree[0]!.stored);
    expect(agree[0]!.latest).toBe(agree[0]!.addresses);
  });

  it('a leftover setting from another transaction does not count', async () => {
    // The mark is the transaction's id, so even a value left for the whole session (set_config with
    // is_local false) never refuses the lead of a later transaction.
    const email = uniqueEmail();
    await t.anon.run(async (tx) => {
      await tx.query(`insert into public.leads (kind, email) values ('newsletter', $1)`, [uniqueEmail()]);
      await tx.query(
        `select set_config('parley.lead_submitted_in', current_setting('parley.lead_submitted_in'), false)`,
      );
    });
    await submit(t.anon, { kind: 'newsletter', email });
    expect(await countLeads(email)).toBe(1);
  });
});

describe("the newsletter form's rule and the table's email check", () => {
  // The footer's check (shared/src/validation/newsletter-email.ts) must refuse what the table would,
  // or a visitor gets a failure toast no retry can fix instead of the field's message.
  it.each(ADDRESSES_THE_TABLE_KEEPS)('the table keeps %j, and the form takes it', async (email) => {
    expect(await errorCode(submit(t.anon, { kind: 'newsletter', email }))).toBeUndefined();
    expect(isNewsletterEmail(email)).toBe(true);
  });

  it.each(ADDRESSES_THE_TABLE_REFUSES)('the table refuses %j, and so does the form', async (email) => {
    expect(await errorCode(submit(t.anon, { kind: 'newsletter', email }))).toBe('23514');
    expect(isNewsletterEmail(email)).toBe(false);
  });
});

describe('reading leads', () => {
  const email = 'reader-test@acme.test';
  beforeAll(async () => {
    await submit(t.anon, { ...trial, email });
  });

  it('anon reads none', async () => {
    expect(await errorCode(readLeads(t.anon))).toBe('42501');
  });

  it('a customer reads none', async () => {
    expect(await readLeads(t.customer)).toBe(0);
  });

  it('the admin reads them', async () => {
    expect(await readLeads(t.admin)).toBeGreaterThan(0);
  });

  it('nobody but the service role changes or deletes them', async () => {
    for (const actor of [t.anon, t.customer, t.admin]) {
      expect(await errorCode(actor.run((tx) => tx.query(`update public.leads set email = 'x@y.z'`)))).toBe(
        '42501',
      );
      expect(await errorCode(actor.run((tx) => tx.query('delete from public.leads')))).toBe('42501');
    }
    expect(await countLeads(email)).toBe(1);
  });

  it('the service role can still correct and remove a lead', async () => {
    const own = 'service-fix@acme.test';
    await submit(t.anon, { ...trial, email: own });
    const asService = (sql: string) =>
      asRole(
        t.db,
        { role: 'service_role', claims: {} },
        async (tx) => (await tx.query(sql, [own])).affectedRows,
      );
    expect(await asService(`update public.leads set company = 'Acme Ltd' where email = $1`)).toBe(1);
    expect(await asService('delete from public.leads where email = $1')).toBe(1);
    expect(await countLeads(own)).toBe(0);
  });
});
