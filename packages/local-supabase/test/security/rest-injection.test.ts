import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';

// SQL injection through every query parameter. Identifiers are only ever taken from the schema
// cache (and double-quoted), values only ever travel as bind parameters, so each hostile input is
// a 400 (or a harmless empty answer): never a 500, nothing read past RLS, nothing written.

let server: TestBackend;
const SECRET_TITLE = 'A draft nobody may read';

beforeAll(async () => {
  server = await startTestBackend();
  await server.backend.ctx.db.exec(`
    insert into public.blog_posts (title, slug, excerpt, content, published_at) values
      ('Published', 'published', 'e', 'c', now()),
      ('${SECRET_TITLE}', 'draft', 'e', 'c', null)`);
});
afterAll(async () => {
  await server?.close();
});

async function get(path: string, init: RequestInit = {}) {
  const res = await server.backend.app.request(`/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: server.config.anonKey,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
  return { status: res.status, text: await res.text() };
}

async function tableState() {
  const posts = await server.backend.ctx.db.query<{ n: number }>(
    'select count(*)::int as n from public.blog_posts',
  );
  const leads = await server.backend.ctx.db.query<{ n: number }>(
    'select count(*)::int as n from public.leads',
  );
  return { posts: posts.rows[0]!.n, leads: leads.rows[0]!.n };
}

/** A query string with one raw (already percent-encoded where needed) parameter. */
const HOSTILE: [string, string][] = [
  ['a column name with a quote', 'select=id"from blog_posts--'],
  ['a column name with a semicolon', 'select=id;drop table blog_posts'],
  ['a column name with a comment', 'select=id--'],
  ['a quoted column name with a semicolon', 'select="id;drop table blog_posts"'],
  ['a function call in select', 'select=*,pg_sleep(1)'],
  ['a function call as a column', 'select=pg_sleep(1)'],
  ['a subquery in select', 'select=(select title from blog_posts)'],
  ['a cast outside the allow-list', 'select=id::regclass'],
  ['a cast with SQL after it', 'select=id::text;select 1'],
  ['a cast with a space', 'select=id::text%20from%20blog_posts'],
  ['an order with a statement', 'order=id;drop table blog_posts'],
  ['an order with a comment', 'order=id--'],
  ['an order with a quote', 'order=title"desc'],
  ['an order with an expression', 'order=(select 1)'],
  ['an order modifier with SQL', 'order=title.desc;drop'],
  ['a filter on a made-up column', 'nope=eq.1'],
  ['a filter column with a quote', 'title"=eq.1'],
  ['a filter column with a semicolon', 'title;drop table blog_posts=eq.1'],
  ['a value with a quote', "title=eq.'; drop table blog_posts; --"],
  ['a value with a backslash', 'title=eq.\\'],
  ['a value with a NUL byte', 'title=eq.a%00b'],
  ['an in list with a NUL byte', 'title=in.(a%00b)'],
  ['a like with a NUL byte', 'title=like.a%00*'],
  ['a uuid with a NUL byte', 'id=eq.%00'],
  ['an in list with a quote', "title=in.(a','b)"],
  ['an in list with an escaped quote', 'title=in.("a\\",b")'],
  ['an in list with braces', 'title=in.({a,b})'],
  ['a value with unicode', 'title=eq.%F0%9F%92%A5%E2%80%AE'],
  ['a value with a lone surrogate', 'title=eq.%ED%A0%80'],
  ['is with SQL', 'published_at=is.null;drop'],
  ['a logic tree with SQL', 'or=(title.eq.x);drop table blog_posts'],
  ['a logic tree with a quoted value', "or=(title.eq.\"x'or'1'='1\")"],
  ['a logic tree with a made-up operator', 'or=(title.sql.1)'],
  ['a draft filter on published_at', 'published_at=is.null'],
  ['limit with SQL', 'limit=1;drop'],
  ['offset with SQL', 'offset=0 union select 1'],
  ['a negative offset', 'offset=-1'],
];

describe('hostile query parameters on a read', () => {
  it.each(HOSTILE)('%s: 400 or empty, never 500, no draft read', async (_label, query) => {
    const before = await tableState();
    const { status, text } = await get(`blog_posts?${query}`);
    expect(status, text).not.toBe(500);
    expect([200, 400, 404, 416], text).toContain(status);
    expect(text).not.toContain(SECRET_TITLE);
    expect(text).not.toContain('draft');
    expect(await tableState()).toEqual(before);
  });
});

describe('hostile on_conflict and columns on a write', () => {
  const lead = JSON.stringify({ email: 'injection@example.com', kind: 'newsletter' });
  it.each([
    ['on_conflict with a statement', 'on_conflict=email;drop table leads'],
    ['on_conflict with a quote', 'on_conflict=email")do nothing;--'],
    ['on_conflict with a made-up column', 'on_conflict=nope'],
    ['on_conflict with an expression', 'on_conflict=lower(email)'],
    ['columns with a statement', 'columns=email;drop table leads'],
    ['columns with a quote', 'columns="email","kind")values(1)--'],
    ['columns with a made-up column', 'columns=nope'],
    ['columns with a comment', 'columns=email--'],
  ])('%s: 400, nothing written', async (_label, query) => {
    const before = await tableState();
    const { status, text } = await get(`leads?${query}`, {
      method: 'POST',
      headers: { prefer: 'resolution=merge-duplicates' },
      body: lead,
    });
    expect(status, text).toBe(400);
    expect(await tableState()).toEqual(before);
  });

  it('a NUL byte in a written value is a 400, nothing written', async () => {
    const before = await tableState();
    const { status } = await get('leads', {
      method: 'POST',
      body: JSON.stringify({ email: 'nul\u0000@example.com', kind: 'newsletter' }),
    });
    expect(status).toBe(400);
    expect(await tableState()).toEqual(before);
  });

  it('a PATCH or DELETE with a hostile filter changes nothing', async () => {
    const before = await tableState();
    for (const method of ['PATCH', 'DELETE']) {
      const { status } = await get("blog_posts?title=eq.x';delete from blog_posts;--", {
        method,
        body: method === 'PATCH' ? JSON.stringify({ title: 'hacked' }) : undefined,
      });
      expect(status).not.toBe(500);
    }
    expect(await tableState()).toEqual(before);
    const { rows } = await server.backend.ctx.db.query(
      `select 1 from public.blog_posts where title = 'hacked'`,
    );
    expect(rows).toHaveLength(0);
  });
});
