import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

let t: TestDatabase;

type Page = {
  leads: { email: string; name: string | null; kind: string }[];
  total: number;
  page: number;
  page_size: number;
};

const call = (actor: Actor, args: Record<string, unknown> = {}) =>
  actor.run(async (tx) => {
    const { rows } = await tx.query<{ answer: Page }>(
      `select public.admin_leads_page(
         kind => $1, search => $2, handled => $3, sort => $4, direction => $5, page => $6, page_size => $7) as answer`,
      [
        args.kind ?? null,
        args.search ?? null,
        args.handled ?? null,
        args.sort ?? null,
        args.direction ?? null,
        args.page ?? null,
        args.page_size ?? null,
      ],
    );
    return rows[0]!.answer;
  });

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.query(
    `insert into public.leads (kind, email, name, company, created_at, handled_at)
     select case when n % 2 = 0 then 'demo' else 'newsletter' end,
            'lead' || lpad(n::text, 3, '0') || '@acme.test',
            case when n % 2 = 0 then 'Person ' || n end,
            case when n % 2 = 0 then 'Acme' end,
            now() - n * interval '1 hour',
            case when n % 3 = 0 then now() end
     from generate_series(1, 120) n`,
  );
  await t.db.query(
    `insert into public.leads (kind, email, name, company) values
       ('contact', 'odd@100percent.test', '100% Sure', null),
       ('contact', 'under_score@x.test', null, null),
       ('contact', 'back\\slash@x.test', null, null)`,
  );
});

describe('admin_leads_page', () => {
  it('pages newest first with the exact total, default 50 a page', async () => {
    const first = await call(t.admin);
    expect([first.total, first.leads.length, first.page, first.page_size]).toEqual([123, 50, 1, 50]);
    const third = await call(t.admin, { page: 3 });
    expect(third.leads).toHaveLength(23);
    expect(third.leads.at(-1)!.email).toBe('lead120@acme.test');
  });

  it('filters by kind and handled, and sorts any column both ways with empty values last', async () => {
    expect((await call(t.admin, { kind: 'demo' })).total).toBe(60);
    expect((await call(t.admin, { handled: true })).total).toBe(40);
    expect((await call(t.admin, { handled: false, kind: 'demo' })).total).toBe(40);
    const byName = await call(t.admin, { sort: 'name', direction: 'desc', page_size: 100 });
    expect(byName.leads[0]!.name).toBe('Person 98');
    expect(byName.leads.slice(0, 61).every((l) => l.name !== null)).toBe(true);
    const ascending = await call(t.admin, { sort: 'email', direction: 'asc', page_size: 1 });
    expect(ascending.leads[0]!.email).toBe('back\\slash@x.test');
  });

  it('searches address, name and company case-insensitively, with % _ \\ literal', async () => {
    expect((await call(t.admin, { search: 'PERSON 10' })).total).toBe(6); // 10, 100..108 even
    expect((await call(t.admin, { search: '100%' })).leads.map((l) => l.email)).toEqual([
      'odd@100percent.test',
    ]);
    expect((await call(t.admin, { search: 'r_s' })).leads.map((l) => l.email)).toEqual([
      'under_score@x.test',
    ]);
    expect((await call(t.admin, { search: '\\' })).leads.map((l) => l.email)).toEqual(['back\\slash@x.test']);
    expect((await call(t.admin, { search: '  ' })).total).toBe(123);
  });

  it('answers an empty page past the end, even the largest page number', async () => {
    const beyond = await call(t.admin, { page: 2147483647, page_size: 100 });
    expect([beyond.leads, beyond.total]).toEqual([[], 123]);
  });

  it.each([
    ['an unknown kind', { kind: 'vip' }, 'kind must be'],
    ['an unknown sort column', { sort: 'message' }, 'sort must be'],
    ['SQL as the sort column', { sort: 'email; drop table public.leads' }, 'sort must be'],
    ['an unknown direction', { direction: 'sideways' }, 'direction must be'],
    ['page 0', { page: 0 }, 'page must be 1 or more'],
    ['a negative page', { page: -3 }, 'page must be 1 or more'],
    ['page_size 0', { page_size: 0 }, 'page_size must be between 1 and 100'],
    ['page_size 101', { page_size: 101 }, 'page_size must be between 1 and 100'],
    ['a 10 KB search', { search: 'x'.repeat(10240) }, 'search must be at most 200 characters'],
  ])('refuses %s with a clear 22023 error', async (_name, args, message) => {
    await expect(call(t.admin, args)).rejects.toMatchObject({
      code: '22023',
      message: expect.stringContaining(message),
    });
  });

  it('is for admins and the service role only', async () => {
    expect(await errorCode(call(t.anon))).toBe('42501');
    expect(await errorCode(call(t.customer))).toBe('42501');
    expect(await errorCode(call(t.unconfirmedAdmin))).toBe('42501');
    expect((await call(t.serviceRole)).total).toBe(123);
  });
});
