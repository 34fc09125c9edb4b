import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './engines/apply-schema';
import {
  ADMIN_EMAIL,
  asRole,
  createTestDatabase,
  createUser,
  errorCode,
  type TestDatabase,
} from './database';

let t: TestDatabase;

// One database per file (PGlite's initdb takes seconds); each test uses addresses of its own.
beforeAll(async () => {
  t = await createTestDatabase();
});

let counter = 0;
const address = (label: string) => `${label}-${++counter}@admins.test`;

const isAdmin = (sub: string, email?: string) =>
  asRole(t.db, { role: 'authenticated', claims: { sub, email } }, async (tx) => {
    return (await tx.query<{ is_admin: boolean }>('select public.is_admin() as is_admin')).rows[0]!.is_admin;
  });

const asService = <T>(sql: string, params: unknown[] = []) =>
  asRole(t.db, { role: 'service_role', claims: {} }, async (tx) => (await tx.query<T>(sql, params)).rows);

const addAdmin = (email: unknown, source?: string) =>
  source === undefined
    ? asService<{ add_admin: Record<string, unknown> }>('select public.add_admin($1) as add_admin', [email])
    : asService<{ add_admin: Record<string, unknown> }>('select public.add_admin($1, $2) as add_admin', [
        email,
        source,
      ]);

const adminRow = async (userId: string) =>
  (await t.db.query<{ source: string }>('select source from app_private.admins where user_id = $1', [userId]))
    .rows[0];

const confirm = (id: string) =>
  t.db.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);

/** The SQLSTATE and message a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<{ code?: string; message?: string }> {
  try {
    await promise;
    return {};
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { code, message };
  }
}

describe('who is admin', () => {
  it('is the configured admin, by user id', async () => {
    expect(await isAdmin(t.adminId, ADMIN_EMAIL)).toBe(true);
  });

  it('is not whoever claims the admin address in a token of another user', async () => {
    expect(await isAdmin(t.customerId, ADMIN_EMAIL)).toBe(false);
    expect(await isAdmin(crypto.randomUUID(), ADMIN_EMAIL)).toBe(false);
  });

  it('is not an attacker who signed up first with the address and later confirms', async () => {
    const email = address('boss');
    // The attacker signs up first (setting the password) and has not confirmed yet.
    const attackerId = await createUser(t.db, email, false);
    // The operator cannot list the address ahead of its confirmation...
    expect(await failure(addAdmin(email))).toMatchObject({
      code: 'P0001',
      message: 'no confirmed user with that email',
    });
    // ...so when that account is confirmed later, nothing makes it admin.
    await confirm(attackerId);
    expect(await isAdmin(attackerId, email)).toBe(false);
  });

  it('stays with the account that was added, not with a later account of the same address', async () => {
    const email = address('owner');
    const ownerId = await createUser(t.db, email, true);
    await addAdmin(email);
    expect(await isAdmin(ownerId, email)).toBe(true);
    // Another account with the address in other case (GoTrue's unique index is case-sensitive).
    const lookalikeId = await createUser(t.db, email.toUpperCase(), true);
    expect(await isAdmin(lookalikeId, email)).toBe(false);
    // The owner moves to another address: still the same admin.
    await t.db.query('update auth.users set email = $2 where id = $1', [ownerId, address('moved')]);
    expect(await isAdmin(ownerId)).toBe(true);
  });

  it('loses the row when the user is deleted, and a soft-deleted user is not admin', async () => {
    const email = address('leaver');
    const id = await createUser(t.db, email, true);
    await addAdmin(email);
    await t.db.query('update auth.users set deleted_at = now() where id = $1', [id]);
    expect(await isAdmin(id, email)).toBe(false);
    await t.db.query('delete from auth.users where id = $1', [id]);
    expect(await adminRow(id)).toBeUndefined();
    // The address signed up again by someone else, confirmed: not admin.
    const newcomer = await createUser(t.db, email, true);
    expect(await isAdmin(newcomer, email)).toBe(false);
  });
});

describe('add_admin', () => {
  it('adds a confirmed user (any case, surrounding spaces) and answers the row', async () => {
    const email = address('new');
    const id = await createUser(t.db, email, true);
    const [{ add_admin }] = (await addAdmin(`  ${email.toUpperCase()} `)) as [{ add_admin: object }];
    expect(add_admin).toMatchObject({ user_id: id, email, source: 'command' });
    expect(await isAdmin(id, email)).toBe(true);
  });

  it.each([
    ['an unconfirmed user', 'pending-admin@example.com'],
    ['an unknown address', 'nobody@admins.test'],
    ['an empty address', ''],
    ['a null address', null],
    ['a huge address', `${'x'.repeat(100_000)}@admins.test`],
    ['a pattern', '%@%'],
  ])('refuses %s', async (_label, email) => {
    const before = (await t.db.query('select * from app_private.admins')).rows;
    expect(await failure(addAdmin(email))).toMatchObject({
      code: 'P0001',
      message: 'no confirmed user with that email',
    });
    expect((await t.db.query('select * from app_private.admins')).rows).toEqual(before);
  });

  it('refuses an unknown source', async () => {
    const email = address('source');
    await createUser(t.db, email, true);
    expect(await failure(addAdmin(email, 'attacker'))).toMatchObject({ code: 'P0001' });
    expect(await failure(addAdmin(email, null as never))).toMatchObject({ code: 'P0001' });
  });

  it('is idempotent; a command add keeps a config row, a config add never demotes a command row', async () => {
    const configured = address('configured');
    const configuredId = await createUser(t.db, configured, true);
    await addAdmin(configured, 'config');
    await addAdmin(configured, 'config');
    expect(await adminRow(configuredId)).toEqual({ source: 'config' });
    await addAdmin(configured);
    expect(await adminRow(configuredId)).toEqual({ source: 'command' });
    await addAdmin(configured, 'config');
    expect(await adminRow(configuredId)).toEqual({ source: 'command' });
  });

  it('the table itself refuses an unconfirmed or unknown user, whoever inserts', async () => {
    const pending = await createUser(t.db, address('direct'), false);
    expect(
      await errorCode(t.db.query('insert into app_private.admins (user_id) values ($1)', [pending])),
    ).toBe('P0001');
    expect(
      await errorCode(
        t.db.query('insert into app_private.admins (user_id) values ($1)', [crypto.randomUUID()]),
      ),
    ).toBe('P0001');
  });
});

describe('remove_admin and list_admins', () => {
  it('removes by address and lists the others with their address and date', async () => {
    const email = address('removed');
    const id = await createUser(t.db, email, true);
    await addAdmin(email);
    const listed = await asService<{ email: string; added_at: Date; source: string }>(
      'select * from public.list_admins()',
    );
    expect(listed).toContainEqual(expect.objectContaining({ user_id: id, email, source: 'command' }));
    expect(listed.find((a) => a.email === ADMIN_EMAIL)?.added_at).toBeInstanceOf(Date);

    expect(await asService('select public.remove_admin($1) as removed', [email.toUpperCase()])).toEqual([
      { removed: 1 },
    ]);
    expect(await isAdmin(id, email)).toBe(false);
    const after = await asService<{ email: string }>('select email from public.list_admins()');
    expect(after.map((a) => a.email)).not.toContain(email);
  });

  it.each([
    ['a non-admin', 'customer@example.com'],
    ['an unknown address', 'ghost@admins.test'],
    ['null', null],
  ])('refuses to remove %s', async (_label, email) => {
    expect(await failure(asService('select public.remove_admin($1)', [email]))).toMatchObject({
      code: 'P0001',
      message: 'no admin with that email',
    });
    expect(await isAdmin(t.adminId)).toBe(true);
  });
});

describe('who may manage admins', () => {
  const calls = [
    ['add_admin', `select public.add_admin('customer@example.com')`],
    ['add_admin with a source', `select public.add_admin('customer@example.com', 'command')`],
    ['remove_admin', `select public.remove_admin('${ADMIN_EMAIL}')`],
    ['list_admins', 'select * from public.list_admins()'],
  ] as const;

  it.each(calls)('anon, a customer and even an admin cannot call %s', async (_name, sql) => {
    for (const actor of [t.anon, t.customer, t.admin, t.unconfirmedAdmin]) {
      expect(await errorCode(actor.run((tx) => tx.query(sql))), actor.name).toBe('42501');
    }
    expect(await isAdmin(t.customerId)).toBe(false);
    expect(await isAdmin(t.adminId)).toBe(true);
  });

  it('the API roles cannot reach the table or the lookup helper', async () => {
    for (const actor of [t.anon, t.customer, t.admin]) {
      expect(await errorCode(actor.run((tx) => tx.query('select * from app_private.admins')))).toBe('42501');
      expect(
        await errorCode(
          actor.run((tx) => tx.query(`select app_private.confirmed_user_id('${ADMIN_EMAIL}')`)),
        ),
      ).toBe('42501');
    }
  });
});

describe('the migration from email rows', () => {
  it('keeps confirmed users by id (as config rows) and drops the other addresses', async () => {
    const migrations = fileURLToPath(new URL('../migrations', import.meta.url));
    const files = (await readdir(migrations)).filter((f) => f.endsWith('.sql')).sort();
    const before = files.filter((f) => f < '20251123120000');
    const dir = await mkdtemp(join(tmpdir(), 'parley-admins-'));
    const db = await t.engine.createEmptyDatabase();
    try {
      for (const f of before) await copyFile(join(migrations, f), join(dir, f));
      await applyMigrations(db, dir);
      const confirmed = await createUser(db, 'Kept@Old.Test', true);
      await createUser(db, 'pending@old.test', false);
      await db.query(
        `insert into app_private.admins (email) values ('kept@old.test'), ('pending@old.test'), ('gone@old.test')`,
      );
      for (const f of files) await copyFile(join(migrations, f), join(dir, f));
      await applyMigrations(db, dir);
      const { rows } = await db.query('select user_id, source from app_private.admins');
      expect(rows).toEqual([{ user_id: confirmed, source: 'config' }]);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
