import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../harness';
import {
  adminUser,
  call,
  leaksSecrets,
  makeUser,
  PUBLISHED_TITLE,
  restHeaders,
  SECRET_DRAFT_TITLE,
  SECRET_LEAD_EMAIL,
  seedRows,
  snapshot,
  startSecurityBackend,
} from './helpers';

// The RLS matrix through the REST API with real tokens: the anon key, a signed-in visitor, the admin
// and the service role, on blog_posts (drafts vs published), leads and rpc/is_admin; then attempts to
// leave the public schema. Every denied case checks its status and that nothing was read or written.

type Who = 'anon' | 'user' | 'admin' | 'service';
let t: TestBackend;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  t = await startSecurityBackend();
  await seedRows(t);
  tokens.anon = t.config.anonKey;
  tokens.service = t.config.serviceRoleKey;
  tokens.user = (await makeUser(t, 'rls-user')).accessToken;
  tokens.admin = (await adminUser(t)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const slug = () => `rls-${Date.now()}-${(serial += 1)}`;

async function rest(who: Who, path: string, init: RequestInit = {}) {
  const response = await call(t, `/rest/v1/${path}`, {
    ...init,
    headers: { ...restHeaders(tokens[who]), prefer: 'return=representation', ...(init.headers as object) },
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A post written as the superuser, for a role to try to change or delete. */
async function superuserPost(published: boolean): Promise<string> {
  const s = slug();
  await t.backend.ctx.db.query(
    `insert into public.blog_posts (title, slug, excerpt, content, published_at) values ('Target', $1, 'x', 'x', $2)`,
    [s, published ? new Date() : null],
  );
  return s;
}

async function postExcerpt(s: string): Promise<string | undefined> {
  const { rows } = await t.backend.ctx.db.query<{ excerpt: string }>(
    'select excerpt from public.blog_posts where slug = $1',
    [s],
  );
  return rows[0]?.excerpt;
}

describe('blog_posts', () => {
  it.each<[Who, boolean]>([
    ['anon', false],
    ['user', false],
    ['admin', true],
    ['service', true],
  ])('%s reads published posts; drafts only if admin or service (%s)', async (who, seesDrafts) => {
    const published = await rest(who, 'blog_posts?select=title&published_at=not.is.null');
    expect(published.status).toBe(200);
    expect(published.text).toContain(PUBLISHED_TITLE);
    const drafts = await rest(who, 'blog_posts?select=title&published_at=is.null');
    expect(drafts.status).toBe(200);
    expect(drafts.text.includes(SECRET_DRAFT_TITLE)).toBe(seesDrafts);
    // A single-object read of the draft by slug: 406 (zero rows) for those who may not see it.
    const single = await rest(who, 'blog_posts?slug=eq.secret-draft', {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(single.status).toBe(seesDrafts ? 200 : 406);
  });

  it.each<[Who, number]>([
    ['anon', 401],
    ['user', 403],
    ['admin', 201],
    ['service', 201],
  ])('%s inserting a post answers %i', async (who, status) => {
    const before = await snapshot(t);
    const s = slug();
    const r = await rest(who, 'blog_posts', {
      method: 'POST',
      body: JSON.stringify({ title: 'New', slug: s, excerpt: 'x', content: 'x' }),
    });
    expect(r.status).toBe(status);
    const written = status === 201 ? 1 : 0;
    expect((await snapshot(t))['public.blog_posts']).toBe(before['public.blog_posts'] + written);
    if (status !== 201) expect(r.body).toMatchObject({ code: '42501' });
  });

  it.each<[Who, boolean]>([
    ['anon', false],
    ['user', false],
    ['admin', true],
    ['service', true],
  ])('%s updating a draft and a published post changes them: %s', async (who, allowed) => {
    for (const published of [false, true]) {
      const s = await superuserPost(published);
      const r = await rest(who, `blog_posts?slug=eq.${s}`, {
        method: 'PATCH',
        body: JSON.stringify({ excerpt: 'changed' }),
      });
      expect(await postExcerpt(s)).toBe(allowed ? 'changed' : 'x');
      if (who === 'anon') expect(r).toMatchObject({ status: 401, body: { code: '42501' } });
      // RLS hides the row from a visitor: zero rows updated, which is not an error in PostgREST.
      if (who === 'user') expect(r).toMatchObject({ status: 200, body: [] });
      if (allowed) expect(r.status).toBe(200);
    }
  });

  it.each<[Who, boolean]>([
    ['anon', false],
    ['user', false],
    ['admin', true],
    ['service', true],
  ])('%s deleting posts removes them: %s', async (who, allowed) => {
    const s = await superuserPost(true);
    const r = await rest(who, `blog_posts?slug=eq.${s}`, { method: 'DELETE' });
    expect(await postExcerpt(s)).toBe(allowed ? undefined : 'x');
    expect(r.status).toBe(who === 'anon' ? 401 : 200);
    // An unfiltered delete by someone not allowed must not touch the seed either.
    if (!allowed) {
      const before = await snapshot(t);
      await rest(who, 'blog_posts?id=not.is.null', { method: 'DELETE' });
      expect(await snapshot(t)).toEqual(before);
    }
  });
});

describe('leads', () => {
  it.each<[Who, number, boolean]>([
    ['anon', 401, false],
    ['user', 200, false],
    ['admin', 200, true],
    ['service', 200, true],
  ])('%s reading leads answers %i (rows: %s)', async (who, status, sees) => {
    const r = await rest(who, 'leads?select=email');
    expect(r.status).toBe(status);
    expect(r.text.includes(SECRET_LEAD_EMAIL)).toBe(sees);
    if (who === 'anon') expect(r.body).toMatchObject({ code: '42501' });
  });

  it.each<Who>(['anon', 'user', 'admin', 'service'])('%s may submit a lead', async (who) => {
    const before = await snapshot(t);
    const r = await call(t, '/rest/v1/leads', {
      method: 'POST',
      headers: restHeaders(tokens[who]),
      body: JSON.stringify({ kind: 'newsletter', email: `${who}-${slug()}@example.com` }),
    });
    expect(r.status).toBe(201);
    expect((await snapshot(t))['public.leads']).toBe(before['public.leads'] + 1);
  });

  it('a visitor asking for the inserted lead back (return=representation) is refused and writes nothing', async () => {
    const before = await snapshot(t);
    const r = await rest('anon', 'leads', {
      method: 'POST',
      body: JSON.stringify({ kind: 'newsletter', email: `${slug()}@example.com` }),
    });
    expect(r.status).toBe(401);
    expect(await snapshot(t)).toEqual(before);
  });

  it.each<[Who, number]>([
    ['anon', 401],
    ['user', 403],
    ['admin', 403],
  ])('%s cannot update or delete leads (%i), only the service role can', async (who, status) => {
    const before = await snapshot(t);
    const update = await rest(who, `leads?email=eq.${SECRET_LEAD_EMAIL}`, {
      method: 'PATCH',
      body: JSON.stringify({ message: 'owned' }),
    });
    expect(update).toMatchObject({ status, body: { code: '42501' } });
    const remove = await rest(who, 'leads?email=not.is.null', { method: 'DELETE' });
    expect(remove).toMatchObject({ status, body: { code: '42501' } });
    expect(await snapshot(t)).toEqual(before);
    const { rows } = await t.backend.ctx.db.query<{ message: string | null }>(
      'select message from public.leads where email = $1',
      [SECRET_LEAD_EMAIL],
    );
    expect(rows[0]!.message).toBeNull();
    for (const r of [update, remove]) expect(leaksSecrets(r.text)).toBe(false);
  });

  it('the service role can update a lead', async () => {
    const r = await rest('service', `leads?email=eq.${SECRET_LEAD_EMAIL}`, {
      method: 'PATCH',
      body: JSON.stringify({ page: '/pricing' }),
    });
    expect(r.status).toBe(200);
  });
});

describe('rpc/is_admin', () => {
  it.each<[Who, boolean]>([
    ['anon', false],
    ['user', false],
    ['admin', true],
    ['service', false],
  ])('%s → %s, by GET and by POST', async (who, expected) => {
    expect((await rest(who, 'rpc/is_admin')).body).toBe(expected);
    expect((await rest(who, 'rpc/is_admin', { method: 'POST', body: '{}' })).body).toBe(expected);
  });

  it('ignores arguments that try to name another user', async () => {
    const r = await rest('user', 'rpc/is_admin', { method: 'POST', body: JSON.stringify({ uid: 'x' }) });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'PGRST202' });
  });
});

describe('leaving the public schema', () => {
  const attempts: [string, string, RequestInit, number, string][] = [
    ['Accept-Profile: auth', 'users?select=*', { headers: { 'accept-profile': 'auth' } }, 406, 'PGRST106'],
    [
      'Accept-Profile: app_private',
      'admins?select=*',
      { headers: { 'accept-profile': 'app_private' } },
      406,
      'PGRST106',
    ],
    [
      'Content-Profile: app_private',
      'admins',
      { method: 'POST', headers: { 'content-profile': 'app_private' }, body: '{"email":"evil@example.com"}' },
      406,
      'PGRST106',
    ],
    ['/rest/v1/users', 'users?select=*', {}, 404, 'PGRST205'],
    ['auth.users', 'auth.users?select=*', {}, 404, 'PGRST205'],
    ['"auth"."users"', '%22auth%22.%22users%22?select=*', {}, 404, 'PGRST205'],
    ['"users"', '%22users%22?select=*', {}, 404, 'PGRST205'],
    ['app_private.admins', 'app_private.admins?select=*', {}, 404, 'PGRST205'],
    ['pg_catalog.pg_authid', 'pg_catalog.pg_authid?select=*', {}, 404, 'PGRST205'],
    ['pg_user', 'pg_user?select=*', {}, 404, 'PGRST205'],
    ['rpc/pg_sleep', 'rpc/pg_sleep', { method: 'POST', body: '{"seconds":5}' }, 404, 'PGRST202'],
    ['rpc/auth.uid', 'rpc/auth.uid', { method: 'POST', body: '{}' }, 404, 'PGRST202'],
    [
      'rpc/set_config',
      'rpc/set_config',
      { method: 'POST', body: '{"setting_name":"role","new_value":"postgres","is_local":false}' },
      404,
      'PGRST202',
    ],
    [
      'rpc/leads_skip_repeats (a trigger function)',
      'rpc/leads_skip_repeats',
      { method: 'POST', body: '{}' },
      404,
      'PGRST202',
    ],
    [
      'rpc/touch_updated_at (a trigger function)',
      'rpc/touch_updated_at',
      { method: 'POST', body: '{}' },
      404,
      'PGRST202',
    ],
    // Embedding is outside this server's subset (PGRST100); PostgREST would say PGRST200 (no relationship).
    ['embedding auth.users', 'blog_posts?select=title,users(email)', {}, 400, 'PGRST100'],
    ['a path below a table', 'blog_posts/1', {}, 404, 'PGRST125'],
  ];

  for (const who of ['anon', 'user', 'admin'] as const) {
    it.each(attempts)(`${who}: %s is refused`, async (_name, path, init, status, code) => {
      const before = await snapshot(t);
      const started = Date.now();
      const r = await rest(who, path, init);
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ code });
      expect(r.text).not.toMatch(/encrypted_password|\$2[aby]\$/);
      expect(leaksSecrets(r.text)).toBe(false);
      expect(Date.now() - started).toBeLessThan(4000); // pg_sleep never ran
      expect(await snapshot(t)).toEqual(before);
      expect(await adminRowsFor('evil@example.com')).toBe(0);
    });
  }

  // The admin functions exist, but only the service role may run them: PostgREST answers
  // permission denied (42501), 401 for anon and 403 for a signed-in user, admins included.
  for (const [who, status] of [
    ['anon', 401],
    ['user', 403],
    ['admin', 403],
  ] as const) {
    it.each(['add_admin', 'remove_admin', 'list_admins'])(`${who}: rpc/%s is refused`, async (fn) => {
      const before = await snapshot(t);
      const r = await rest(who, `rpc/${fn}`, {
        method: 'POST',
        body: fn === 'list_admins' ? '{}' : '{"email":"evil@example.com"}',
      });
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ code: '42501' });
      expect(await snapshot(t)).toEqual(before);
      expect(await adminRowsFor('evil@example.com')).toBe(0);
    });
  }

  async function adminRowsFor(email: string): Promise<number> {
    const { rows } = await t.backend.ctx.db.query(
      'select 1 from app_private.admins a join auth.users u on u.id = a.user_id where u.email = $1',
      [email],
    );
    return rows.length;
  }
});
