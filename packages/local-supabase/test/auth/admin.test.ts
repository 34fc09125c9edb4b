import { afterAll, beforeAll, expect, test } from 'vitest';
import { ensureAdminAccount } from '../../src/auth';
import { asRole } from '../../src/database';
import { startTestBackend, type TestBackend } from '../harness';

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend({ ADMIN_EMAIL: 'Boss@Parley.Local', ADMIN_PASSWORD: 'first-password' });
});
afterAll(async () => {
  await server?.close();
});

/** Whether /rest/v1 answers RPCs yet (it is built alongside this module). */
async function restServesRpc(): Promise<boolean> {
  const response = await fetch(`${server.url}/rest/v1/rpc/is_admin`, {
    method: 'POST',
    headers: { apikey: server.config.anonKey, 'content-type': 'application/json' },
    body: '{}',
  });
  return response.status === 200;
}

test('the configured admin exists, confirmed, lower-cased, and signs in', async () => {
  const { data, error } = await server.anon().auth.signInWithPassword({
    email: 'boss@parley.local',
    password: 'first-password',
  });
  expect(error).toBeNull();
  expect(data.user?.email).toBe('boss@parley.local');
  expect(data.user?.email_confirmed_at).toBeTruthy();
  const { rows } = await server.backend.ctx.db.query(`select email, source from public.list_admins()`);
  // Only the configured admin: seed.sql lists nobody, and the default address is not an admin.
  expect(rows).toEqual([{ email: 'boss@parley.local', source: 'config' }]);
});

test('is_admin() is true for the admin and false for others, as the database sees the JWT', async () => {
  const { data } = await server
    .anon()
    .auth.signInWithPassword({ email: 'boss@parley.local', password: 'first-password' });
  const isAdmin = (sub: string) =>
    asRole(server.backend.ctx.db, { role: 'authenticated', claims: { sub } }, async (tx) => {
      const { rows } = await tx.query<{ is_admin: boolean }>('select public.is_admin() as is_admin');
      return rows[0]!.is_admin;
    });
  expect(await isAdmin(data.user!.id)).toBe(true);
  expect(await isAdmin(crypto.randomUUID())).toBe(false);
});

test('rpc("is_admin") through supabase-js is true for the signed-in admin', async (context) => {
  if (!(await restServesRpc())) context.skip('/rest/v1 does not serve RPCs yet');
  const client = server.anon();
  await client.auth.signInWithPassword({ email: 'boss@parley.local', password: 'first-password' });
  const { data, error } = await client.rpc('is_admin');
  expect(error).toBeNull();
  expect(data).toBe(true);
  const { data: anonData } = await server.anon().rpc('is_admin');
  expect(anonData).toBe(false);
});

test('a later start keeps the account and follows a changed ADMIN_PASSWORD', async () => {
  const ctx = server.backend.ctx;
  const before = await ctx.db.query<{ id: string }>(
    `select id from auth.users where email = 'boss@parley.local'`,
  );
  ctx.config = { ...ctx.config, adminPassword: 'second-password' };
  try {
    await ensureAdminAccount(ctx);
    await ensureAdminAccount(ctx);
  } finally {
    ctx.config = server.config;
  }
  const after = await ctx.db.query<{ id: string }>(
    `select id from auth.users where email = 'boss@parley.local'`,
  );
  expect(after.rows).toEqual(before.rows);
  const old = await server
    .anon()
    .auth.signInWithPassword({ email: 'boss@parley.local', password: 'first-password' });
  expect(old.error?.code).toBe('invalid_credentials');
  const fresh = await server
    .anon()
    .auth.signInWithPassword({ email: 'boss@parley.local', password: 'second-password' });
  expect(fresh.error).toBeNull();
  const { rows } = await ctx.db.query(`select email from public.list_admins()`);
  expect(rows).toEqual([{ email: 'boss@parley.local' }]);
});
