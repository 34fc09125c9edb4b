import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadSchemaCache } from '../src/rest';
import { startTestBackend, type TestBackend } from './harness';

// A write RPC with nothing to check before COMMIT (no .single()) runs BEGIN, the settings, the call and
// COMMIT in one round trip into PGlite (run-as.ts): one call per mark of the mail worker. These prove
// that the shortcut still commits what succeeded and keeps nothing of what failed, COMMIT included.

let server: TestBackend;

const call = (fn: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      apikey: server.config.anonKey,
      authorization: `Bearer ${server.config.serviceRoleKey}`,
      'content-type': 'application/json',
      ...headers,
    },
  });
const counts = async () =>
  (await server.backend.ctx.db.query<{ n: number }>('select n from public.counters order by id')).rows.map(
    (r) => r.n,
  );

beforeAll(async () => {
  server = await startTestBackend();
  await server.backend.ctx.db.exec(`
    create table public.counters (id int primary key, n int not null default 0);
    insert into public.counters (id) values (1), (2);
    create table public.pairs (a int not null, constraint pairs_unique unique (a) deferrable initially deferred);
    create function public.bump(p_id int) returns int language sql
      as 'update public.counters set n = n + 1 where id = p_id returning n';
    create function public.bump_then_fail(p_id int) returns int language plpgsql as $$
      begin
        update public.counters set n = n + 1 where id = p_id;
        raise exception 'after the write' using errcode = '22023';
      end $$;
    create function public.bump_all() returns setof public.counters language sql
      as 'update public.counters set n = n + 1 returning *';
    create function public.insert_twice(p_a int) returns void language sql
      as 'insert into public.pairs values (p_a), (p_a)';
    grant execute on all functions in schema public to service_role;
    grant all on public.counters, public.pairs to service_role;
  `);
  await reloadSchemaCache(server.backend.ctx);
});
afterAll(async () => {
  await server?.close();
});

describe('a write RPC in one round trip', () => {
  it('commits the call with one call into PGlite', async () => {
    const db = server.backend.ctx.db;
    await call('bump', { p_id: 1 }); // the statement prepared once
    const before = await counts();
    const spy = vi.spyOn(db, 'execProtocol');
    try {
      const res = await call('bump', { p_id: 1 });
      expect([res.status, await res.json()]).toEqual([200, before[0]! + 1]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    expect(await counts()).toEqual([before[0]! + 1, before[1]]);
  });

  it('keeps nothing of a call that fails after writing, and the next call works', async () => {
    const before = await counts();
    const res = await call('bump_then_fail', { p_id: 2 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '22023', message: 'after the write' });
    expect(await counts()).toEqual(before);
    expect((await call('bump', { p_id: 2 })).status).toBe(200);
    expect(await counts()).toEqual([before[0], before[1]! + 1]);
  });

  it('keeps nothing when COMMIT itself fails (a deferred constraint)', async () => {
    const res = await call('insert_twice', { p_a: 7 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: '23505' });
    const { rows } = await server.backend.ctx.db.query('select * from public.pairs');
    expect(rows).toEqual([]);
    expect((await call('bump', { p_id: 1 })).status).toBe(200);
  });

  it('still checks a singular call before COMMIT: several rows roll back with 406', async () => {
    const before = await counts();
    const res = await call('bump_all', {}, { accept: 'application/vnd.pgrst.object+json' });
    expect(res.status).toBe(406);
    expect(await counts()).toEqual(before);
  });

  it('refuses a bad argument without writing', async () => {
    const before = await counts();
    for (const body of [{ p_id: 'one' }, { p_id: 1, extra: 2 }, {}, [1], 'x']) {
      const res = await call('bump', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    }
    // A null id is a valid call that matches no row.
    const none = await call('bump', { p_id: null });
    expect([none.status, await none.json()]).toEqual([200, null]);
    expect(await counts()).toEqual(before);
  });
});
