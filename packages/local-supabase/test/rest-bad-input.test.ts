import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadSchemaCache } from '../src/rest';
import { startTestBackend, type TestBackend } from './harness';

// Hostile and malformed requests: each gets a clear PostgREST-style error or a correct empty answer,
// and nothing is written (checked with the service role afterwards).

let server: TestBackend;
const rest = (path: string, init: RequestInit = {}, key?: string) =>
  fetch(`${server.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key ?? server.config.anonKey,
      authorization: `Bearer ${key ?? server.config.anonKey}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
const asService = (path: string, init: RequestInit = {}) => rest(path, init, server.config.serviceRoleKey);

beforeAll(async () => {
  server = await startTestBackend();
  await server.backend.ctx.db.exec(`
    create table public.todos (id int primary key, task text not null, done boolean not null default false, owner text);
    alter table public.todos enable row level security;
    create policy "Anyone can read todos" on public.todos for select to anon using (true);
    grant select on public.todos to anon;
    insert into public.todos values (1, 'write tests', false, 'ada'), (2, 'ship', true, 'bob'), (3, 'rest', false, null);
    create function public.add(a int, b int) returns int language sql immutable as 'select a + b';
    create function public.forget(todo int) returns void language sql as 'delete from public.todos where id = todo';
  `);
  await reloadSchemaCache(server.backend.ctx);
});
afterAll(async () => {
  await server?.close();
});

async function todoCount() {
  const res = await asService('todos?select=id', { headers: { prefer: 'count=exact' } });
  return Number(res.headers.get('content-range')?.split('/')[1]);
}

describe('the query grammar', () => {
  it.each([
    ['todos?id=eq.1', [1]],
    ['todos?id=neq.1&order=id', [2, 3]],
    ['todos?id=gt.1&id=lte.3&order=id.desc', [3, 2]],
    ['todos?task=like.*st*&order=id', [1, 3]],
    ['todos?task=ilike.SHIP', [2]],
    ['todos?owner=is.null', [3]],
    ['todos?owner=not.is.null&order=id', [1, 2]],
    ['todos?done=is.true', [2]],
    ['todos?id=in.(1,3)&order=id', [1, 3]],
    ['todos?id=not.in.(1,3)', [2]],
    ['todos?or=(id.eq.1,task.eq.ship)&order=id', [1, 2]],
    ['todos?or=(id.eq.3,and(done.is.true,owner.eq.bob))&order=id', [2, 3]],
    ['todos?not.or=(id.eq.1,id.eq.2)', [3]],
    ['todos?order=owner.asc.nullsfirst', [3, 1, 2]],
    ['todos?order=id&limit=1&offset=1', [2]],
  ])('%s', async (path, ids) => {
    const res = await rest(`${path}${path.includes('select=') ? '' : '&select=id'}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }[]).map((r) => r.id)).toEqual(ids);
  });

  it('selects aliases and casts', async () => {
    const res = await rest('todos?select=key:id,done::text&id=eq.2');
    expect(await res.json()).toEqual([{ key: 2, done: 'true' }]);
  });

  it('counts with Content-Range and answers 206 for a partial page', async () => {
    const res = await rest('todos?select=id&order=id&limit=2', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-1/3');
    const empty = await rest('todos?select=id&id=eq.99');
    expect(empty.headers.get('content-range')).toBe('*/*');
  });

  it('answers HEAD with the count and no body', async () => {
    const res = await rest('todos?select=*', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-2/3');
    expect(await res.text()).toBe('');
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown table', 'nope?select=*', 404, 'PGRST205'],
    ['an unknown column in select', 'todos?select=id,secret', 400, '42703'],
    ['an unknown column in a filter', 'todos?secret=eq.1', 400, '42703'],
    ['an unknown operator', 'todos?id=boom.1', 400, 'PGRST100'],
    ['a subquery in select', 'todos?select=id,(select 1)', 400, 'PGRST100'],
    ['SQL in select', 'todos?select=*;drop table todos', 400, 'PGRST100'],
    ['SQL in order', 'todos?order=id;drop table todos', 400, 'PGRST100'],
    ['a subquery in order', 'todos?order=id.desc,(select 1)', 400, 'PGRST100'],
    ['SQL after an or tree', 'todos?or=(id.eq.1,id.eq.2);drop table todos', 400, 'PGRST100'],
    ['an unbalanced or tree', 'todos?or=(id.eq.1', 400, 'PGRST100'],
    ['a bad is value', 'todos?owner=is.maybe', 400, 'PGRST100'],
    ['an embedded resource', 'todos?select=id,owner(name)', 400, 'PGRST100'],
    ['a negative limit', 'todos?limit=-1', 416, 'PGRST103'],
    ['a value of the wrong type', 'todos?id=eq.abc', 400, '22P02'],
  ])('%s is a clear error', async (_label, path, status, code) => {
    const res = await rest(path);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code, message: expect.any(String) });
    expect(await todoCount()).toBe(3);
  });

  it('treats an injection attempt in a filter value as a plain value', async () => {
    const res = await rest(`todos?task=eq.${encodeURIComponent("x' or '1'='1")}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('refuses malformed JSON and mismatched keys, writing nothing', async () => {
    const bad = await asService('todos', { method: 'POST', body: '{"id": 9, "task": ' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'PGRST102' });
    const mixed = await asService('todos', {
      method: 'POST',
      body: JSON.stringify([{ id: 9, task: 'a' }, { id: 10 }]),
    });
    expect(mixed.status).toBe(400);
    const unknown = await asService('todos', {
      method: 'POST',
      body: JSON.stringify({ id: 9, secret: 'x' }),
    });
    expect(await unknown.json()).toMatchObject({ code: 'PGRST204' });
    expect(await todoCount()).toBe(3);
  });

  it('refuses another schema', async () => {
    const res = await rest('todos', { headers: { 'accept-profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({ code: 'PGRST106' });
  });

  it('refuses anon writes where RLS says no, and the service role bypasses RLS', async () => {
    const anon = await rest('todos', { method: 'POST', body: JSON.stringify({ id: 9, task: 'sneak' }) });
    expect(anon.status).toBe(401);
    expect(await todoCount()).toBe(3);
    const service = await asService('todos?select=id', {
      method: 'POST',
      body: JSON.stringify({ id: 9, task: 'allowed' }),
      headers: { prefer: 'return=representation' },
    });
    expect(service.status).toBe(201);
    expect(await service.json()).toEqual([{ id: 9 }]);
    await asService('todos?id=eq.9', { method: 'DELETE' });
  });

  it('upserts on conflict', async () => {
    const res = await asService('todos?on_conflict=id&select=id,task', {
      method: 'POST',
      body: JSON.stringify({ id: 3, task: 'rest well' }),
      headers: { prefer: 'resolution=merge-duplicates, return=representation' },
    });
    expect(await res.json()).toEqual([{ id: 3, task: 'rest well' }]);
    expect(await todoCount()).toBe(3);
  });
});

describe('rpc', () => {
  it('calls a function with named arguments by POST and by GET', async () => {
    const post = await rest('rpc/add', { method: 'POST', body: JSON.stringify({ a: 1, b: 2 }) });
    expect([post.status, await post.json()]).toEqual([200, 3]);
    const get = await rest('rpc/add?a=4&b=5');
    expect([get.status, await get.json()]).toEqual([200, 9]);
  });

  it('runs GET in a read-only transaction: a writing function is refused', async () => {
    const res = await asService('rpc/forget?todo=1');
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: '25006' });
    expect(await todoCount()).toBe(3);
  });

  it('answers an unknown function or argument with 404 PGRST202', async () => {
    const res = await rest('rpc/add', { method: 'POST', body: JSON.stringify({ a: 1, c: 2 }) });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'PGRST202' });
  });
});
