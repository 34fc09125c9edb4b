import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN_EMAIL } from '@parley/shared/local-defaults';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asRole } from '../../src/database';
import { startTestBackend, type TestBackend } from '../harness';

// Within a test, each start opens the same data folder, as `npm start` does after an edit of .env;
// each test has a folder of its own.
let tmp: string;
let dataDir: string;
let folders = 0;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'parley-admin-identity-'));
});
beforeEach(() => {
  dataDir = path.join(tmp, `data-${++folders}`);
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function withBackend<T>(env: Record<string, string>, work: (t: TestBackend) => Promise<T>): Promise<T> {
  const t = await startTestBackend({ DATA_DIR: dataDir, ...env });
  try {
    return await work(t);
  } finally {
    await t.close();
  }
}

const userId = async (t: TestBackend, email: string) =>
  (await t.backend.ctx.db.query<{ id: string }>(`select id from auth.users where email = $1`, [email]))
    .rows[0]?.id;

const isAdmin = async (t: TestBackend, email: string) => {
  const sub = await userId(t, email);
  if (!sub) return false;
  return asRole(t.backend.ctx.db, { role: 'authenticated', claims: { sub, email } }, async (tx) => {
    return (await tx.query<{ is_admin: boolean }>('select public.is_admin() as is_admin')).rows[0]!.is_admin;
  });
};

const admins = async (t: TestBackend) =>
  (
    await t.backend.ctx.db.query<{ email: string; source: string }>(
      `select email, source from public.list_admins() order by email`,
    )
  ).rows;

describe('ADMIN_EMAIL across starts on the same data folder', () => {
  it('moves the admin right to the new address; admins added by the command stay', async () => {
    await withBackend({ ADMIN_EMAIL: 'first@parley.test', MAILER_AUTOCONFIRM: 'true' }, async (t) => {
      expect(await isAdmin(t, 'first@parley.test')).toBe(true);
      // An operator makes a second person admin with the command's function.
      const signUp = await t.anon().auth.signUp({ email: 'helper@parley.test', password: 'helper-password' });
      expect(signUp.error).toBeNull();
      const { error } = await t.service().rpc('add_admin', { email: 'helper@parley.test' });
      expect(error).toBeNull();
    });

    await withBackend({ ADMIN_EMAIL: 'Second@Parley.Test' }, async (t) => {
      expect(await isAdmin(t, 'first@parley.test')).toBe(false);
      expect(await isAdmin(t, 'second@parley.test')).toBe(true);
      expect(await isAdmin(t, 'helper@parley.test')).toBe(true);
      expect(await admins(t)).toEqual([
        { email: 'helper@parley.test', source: 'command' },
        { email: 'second@parley.test', source: 'config' },
      ]);
    });

    // ADMIN_EMAIL removed from .env: the documented default takes over, the old address loses its rights.
    await withBackend({}, async (t) => {
      expect(await isAdmin(t, 'second@parley.test')).toBe(false);
      expect(await isAdmin(t, DEFAULT_ADMIN_EMAIL)).toBe(true);
      expect(await isAdmin(t, 'helper@parley.test')).toBe(true);
    });
    // Three starts on disk: slow on a busy machine.
  }, 180_000);

  it('ends the sessions of an account that already had the address when it became ADMIN_EMAIL', async () => {
    const email = 'squatter@parley.test';
    const session = await withBackend({ MAILER_AUTOCONFIRM: 'true' }, async (t) => {
      const { data, error } = await t.anon().auth.signUp({ email, password: 'squatter-password' });
      expect(error).toBeNull();
      return data.session!;
    });
    expect(session.refresh_token).toBeTruthy();

    await withBackend({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'configured-password' }, async (t) => {
      const refreshed = await t.anon().auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refreshed.error).not.toBeNull();
      const old = await t.anon().auth.signInWithPassword({ email, password: 'squatter-password' });
      expect(old.error?.code).toBe('invalid_credentials');
      const admin = await t.anon().auth.signInWithPassword({ email, password: 'configured-password' });
      expect(admin.error).toBeNull();
      expect(await isAdmin(t, email)).toBe(true);
    });
  }, 120_000);
});
