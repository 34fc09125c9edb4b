import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

let t: TestDatabase;
let counter = 0;

async function newLead(kind = 'newsletter', createdAt?: string) {
  const email = `lead${++counter}@acme.test`;
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.leads (kind, email, name, company, created_at)
     values ($1, $2, $3, $4, coalesce($5::timestamptz, now())) returning id`,
    [
      kind,
      email,
      kind === 'trial' || kind === 'demo' ? 'Ada Buyer' : null,
      kind === 'trial' || kind === 'demo' ? 'Acme' : null,
      createdAt ?? null,
    ],
  );
  return { id: rows[0]!.id, email };
}

const handledAt = async (id: string) =>
  (await t.db.query<{ handled_at: Date | null }>('select handled_at from public.leads where id = $1', [id]))
    .rows[0]!.handled_at;

const markHandled = (actor: Actor, id: string, value: string | null = new Date().toISOString()) =>
  actor.run((tx) => tx.query('update public.leads set handled_at = $2 where id = $1', [id, value]));

type Stats = {
  total: number;
  waiting: number;
  by_kind: Record<string, number>;
  weeks: { week: string; count: number }[];
};
const stats = (actor: Actor) =>
  actor.run(async (tx) => (await tx.query<{ s: Stats }>('select public.lead_stats() as s')).rows[0]!.s);

beforeAll(async () => {
  t = await createTestDatabase();
});

describe('handled_at', () => {
  it('the admin marks a lead handled at the server time, and unmarks it', async () => {
    const lead = await newLead();
    const result = await markHandled(t.admin, lead.id, '1999-01-01T00:00:00Z');
    expect(result.affectedRows).toBe(1);
    const at = await handledAt(lead.id);
    expect(Math.abs(at!.getTime() - Date.now())).toBeLessThan(60_000);
    await markHandled(t.admin, lead.id, '2001-01-01T00:00:00Z');
    expect((await handledAt(lead.id))!.getTime()).toBe(at!.getTime());
    await markHandled(t.admin, lead.id, null);
    expect(await handledAt(lead.id)).toBeNull();
  });

  it('anon cannot set it; a customer and an unconfirmed admin change no row', async () => {
    const lead = await newLead();
    expect(await errorCode(markHandled(t.anon, lead.id))).toBe('42501');
    for (const actor of [t.customer, t.unconfirmedAdmin]) {
      expect((await markHandled(actor, lead.id)).affectedRows).toBe(0);
    }
    expect(await handledAt(lead.id)).toBeNull();
  });

  it.each([
    ['email', `'taken@over.test'`],
    ['kind', `'demo'`],
    ['name', `'Mallory'`],
    ['message', `'rewritten'`],
    ['created_at', `now()`],
  ])('the admin cannot change %s', async (column, value) => {
    const lead = await newLead();
    expect(
      await errorCode(
        t.admin.run((tx) =>
          tx.query(`update public.leads set ${column} = ${value} where id = $1`, [lead.id]),
        ),
      ),
    ).toBe('42501');
  });

  it('nobody but the service role deletes leads', async () => {
    const lead = await newLead();
    expect(
      await errorCode(t.admin.run((tx) => tx.query('delete from public.leads where id = $1', [lead.id]))),
    ).toBe('42501');
  });

  it('a visitor cannot submit a lead already handled or dated in the past', async () => {
    const email = `forged${++counter}@acme.test`;
    await t.anon.run((tx) =>
      tx.query(
        `insert into public.leads (kind, email, created_at, handled_at) values ('newsletter', $1, '2000-01-01', '2000-01-02')`,
        [email],
      ),
    );
    const { rows } = await t.db.query<{ created_at: Date; handled_at: Date | null }>(
      'select created_at, handled_at from public.leads where email = $1',
      [email],
    );
    expect(rows[0]!.handled_at).toBeNull();
    expect(rows[0]!.created_at.getFullYear()).toBeGreaterThan(2000);
  });

  it('search_text holds the address, name and company in lower case, and no one can write it', async () => {
    const lead = await newLead('trial');
    const { rows } = await t.db.query<{ search_text: string }>(
      'select search_text from public.leads where id = $1',
      [lead.id],
    );
    expect(rows[0]!.search_text).toBe(`${lead.email} ada buyer acme`);
    expect(
      await errorCode(
        t.anon.run((tx) =>
          tx.query(
            `insert into public.leads (kind, email, search_text) values ('newsletter', 'x@y.test', 'z')`,
          ),
        ),
      ),
    ).toBe('428C9');
  });
});

describe('lead_stats()', () => {
  it('counts by kind and per week for the last 12 weeks, empty weeks as 0', async () => {
    const before = await stats(t.admin);
    await newLead('demo');
    await newLead('trial', new Date(Date.now() - 3 * 7 * 86400000).toISOString());
    await newLead('contact', new Date(Date.now() - 20 * 7 * 86400000).toISOString());
    const after = await stats(t.admin);
    expect(after.total - before.total).toBe(3);
    expect(after.by_kind.demo! - before.by_kind.demo!).toBe(1);
    expect(Object.keys(after.by_kind)).toEqual(['trial', 'demo', 'subscribe', 'newsletter', 'contact']);
    expect(after.weeks).toHaveLength(12);
    const sum = (s: Stats) => s.weeks.reduce((n, w) => n + w.count, 0);
    expect(sum(after) - sum(before)).toBe(2);
    const monday = new Date(after.weeks.at(-1)!.week + 'T00:00:00Z');
    expect(monday.getUTCDay()).toBe(1);
    expect(Date.now() - monday.getTime()).toBeLessThan(7 * 86400000);
    expect(after.waiting).toBeLessThanOrEqual(after.total);
  });

  it('stays equal to a count of the leads through inserts, repeats, handling, moves and deletes', async () => {
    const direct = async (): Promise<Stats> => {
      const { rows } = await t.db.query<{ total: number; waiting: number; kinds: Record<string, number> }>(
        `select count(*)::int as total,
                (count(*) filter (where exists (select 1 from public.leads o
                   where o.kind = l.kind and o.email = l.email and o.handled_at is null)))::int as waiting,
                (select json_object_agg(kind, n)
                 from (select kind, count(*)::int n from public.leads where latest group by kind) k) as kinds
         from public.leads l where latest`,
      );
      const r = rows[0]!;
      return { total: r.total, waiting: r.waiting, by_kind: r.kinds, weeks: [] };
    };
    const compare = async () => {
      const [s, d] = [await stats(t.admin), await direct()];
      expect([s.total, s.waiting]).toEqual([d.total, d.waiting]);
      for (const [kind, n] of Object.entries(d.by_kind)) expect(s.by_kind[kind]).toBe(n);
    };
    const lead = await newLead('trial');
    // A repeat of the same kind and email is a submission of its own: one inbox entry, counted once.
    await t.anon.run((tx) =>
      tx.query(`insert into public.leads (kind, email, name, company) values ('trial', $1, 'X Y', 'Z')`, [
        lead.email,
      ]),
    );
    await compare();
    await markHandled(t.admin, lead.id);
    await compare();
    const { rows: newest } = await t.db.query<{ id: string }>(
      'select id from public.leads where email = $1 and latest',
      [lead.email],
    );
    await markHandled(t.admin, newest[0]!.id);
    await compare();
    await t.serviceRole.run((tx) =>
      tx.query(
        `update public.leads set kind = 'demo', created_at = now() - interval '30 days' where id = $1`,
        [lead.id],
      ),
    );
    await compare();
    await t.serviceRole.run((tx) => tx.query(`delete from public.leads where id = $1`, [lead.id]));
    await compare();
    await t.db.query(
      `insert into public.leads (kind, email) select 'newsletter', 'bulk' || n || '@acme.test' from generate_series(1, 50) n`,
    );
    await compare();
  });

  it('is for admins only', async () => {
    expect(await errorCode(stats(t.anon))).toBe('42501');
    expect(await errorCode(stats(t.customer))).toBe('42501');
    expect(await errorCode(stats(t.unconfirmedAdmin))).toBe('42501');
    expect((await stats(t.serviceRole)).total).toBeGreaterThan(0);
  });

  it('keeps its counts out of reach of the API roles', async () => {
    for (const actor of [t.anon, t.customer, t.admin]) {
      expect(await errorCode(actor.run((tx) => tx.query('select * from app_private.lead_week_counts')))).toBe(
        '42501',
      );
    }
  });
});
