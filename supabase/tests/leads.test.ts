import { isNewsletterEmail } from '@parley/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestDatabase, errorCode, type TestDatabase } from './database';

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

  it('a repeated email and kind (any case) is accepted without a second row', async () => {
    const email = uniqueEmail();
    await submit(t.anon, { ...trial, email });
    await submit(t.anon, { ...trial, email: email.toUpperCase() });
    expect(await countLeads(email)).toBe(1);
    await submit(t.anon, { kind: 'newsletter', email });
    expect(await countLeads(email)).toBe(2);
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
    expect(await countLeads(email)).toBe(1);
  });

  it('a repeat that breaks a constraint is refused like a new one', async () => {
    const email = uniqueEmail();
    await submit(t.anon, { ...trial, email });
    expect(await errorCode(submit(t.anon, { ...trial, email, company: null }))).toBe('23514');
  });

  it('two rows with one kind and email never outlive a transaction', async () => {
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    await submit(t.anon, { kind: 'newsletter', email: a });
    await submit(t.anon, { kind: 'newsletter', email: b });
    const update = asRole(t.db, { role: 'service_role', claims: {} }, (tx) =>
      tx.query(`update public.leads set email = $1 where email = $2`, [a, b]),
    );
    expect(await errorCode(update)).toBe('23505');
    expect(await countLeads(a)).toBe(1);
    expect(await countLeads(b)).toBe(1);
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

describe("the newsletter form's rule and the table's email check", () => {
  // The footer's check (shared/src/validation/newsletter-email.ts) must refuse what the table would,
  // or a visitor gets a failure toast no retry can fix instead of the field's message.
  it.each([
    'a@b.c',
    'ada.lovelace+news@mail.example.co.uk',
    'a@b..',
    'a@.b.c',
    '@',
    'a@b',
    '@b.c',
    'a@.b',
    'a@b.',
    'a@@b.c',
    'a@b@c.d',
    'a b@c.d',
    'a\tb@c.d',
    'no-at-sign',
  ])('agree on %j', async (email) => {
    const code = await errorCode(submit(t.anon, { kind: 'newsletter', email }));
    expect(code === undefined || code === '23514').toBe(true);
    const stored = code === undefined;
    expect(isNewsletterEmail(email)).toBe(stored);
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
