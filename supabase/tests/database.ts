import type { PGlite, Transaction } from '@electric-sql/pglite';
import { fileURLToPath } from 'node:url';
import { asRole, openDatabase } from '../../packages/local-supabase/src/database/index';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));

export const ADMIN_EMAIL = 'admin@parley.local';

export interface Actor {
  name: string;
  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

export interface TestDatabase {
  db: PGlite;
  anon: Actor;
  customer: Actor;
  admin: Actor;
  /** A user with the admin's address whose email is not confirmed: must not count as admin. */
  unconfirmedAdmin: Actor;
  adminId: string;
  customerId: string;
}

/** A fresh in-memory database with the real migrations and seed, and one actor per role. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { db } = await openDatabase({ supabaseDir });
  const adminId = await createUser(db, ADMIN_EMAIL, true);
  const customerId = await createUser(db, 'customer@example.com', true);
  // Same address as the admin but another account, unconfirmed (the unique index is on email, so use case).
  const unconfirmedId = await createUser(db, 'pending-admin@example.com', false);
  await db.query(`insert into app_private.admins (email) values ('pending-admin@example.com')`);

  const actor = (name: string, role: 'anon' | 'authenticated', claims: Record<string, unknown>): Actor => ({
    name,
    run: (work) => asRole(db, { role, claims }, work),
  });
  return {
    db,
    adminId,
    customerId,
    anon: actor('anon', 'anon', {}),
    customer: actor('customer', 'authenticated', { sub: customerId, email: 'customer@example.com' }),
    admin: actor('admin', 'authenticated', { sub: adminId, email: ADMIN_EMAIL }),
    unconfirmedAdmin: actor('unconfirmed admin', 'authenticated', {
      sub: unconfirmedId,
      email: 'pending-admin@example.com',
    }),
  };
}

async function createUser(db: PGlite, email: string, confirmed: boolean): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (aud, role, email, email_confirmed_at)
     values ('authenticated', 'authenticated', $1, case when $2 then now() end) returning id`,
    [email, confirmed],
  );
  return rows[0]!.id;
}

/** The Postgres error code a promise rejects with. */
export async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}
