import { DEFAULT_ADMIN_EMAIL } from '@parley/shared/local-defaults';
import { inject } from 'vitest';
import { asRole, type Engine, type EngineDatabase, type Queryable } from './engines/engine';
import { pgliteEngine } from './engines/pglite-engine';
import { MISSING_POSTGRES_MESSAGE } from './engines/postgres-binaries';
import { postgresEngine } from './engines/postgres-engine';

export { asRole, type EngineDatabase, type Queryable } from './engines/engine';

export const ADMIN_EMAIL = DEFAULT_ADMIN_EMAIL;

export interface Actor {
  name: string;
  run<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface TestDatabase {
  engine: Engine;
  db: EngineDatabase;
  anon: Actor;
  customer: Actor;
  admin: Actor;
  /** A user who never confirmed their email: can never be made admin. */
  unconfirmedAdmin: Actor;
  /** The operator's key (bypasses row-level security, still bound by grants). */
  serviceRole: Actor;
  adminId: string;
  customerId: string;
}

/**
 * The engine this run tests on: PGlite (project `database`), or the real PostgreSQL server started by
 * the `database-postgres` project's global setup (PARLEY_DB_ENGINE=postgres).
 */
export function currentEngine(): Engine {
  if (process.env.PARLEY_DB_ENGINE !== 'postgres') return pgliteEngine;
  const url = inject('postgresUrl');
  if (!url) throw new Error(MISSING_POSTGRES_MESSAGE);
  return postgresEngine(url);
}

/** A fresh database with the real migrations and seed, and one actor per role. */
export async function createTestDatabase(options: { leadLimits?: boolean } = {}): Promise<TestDatabase> {
  const engine = currentEngine();
  const db = await engine.createDatabase();
  const adminId = await createUser(db, ADMIN_EMAIL, true);
  const customerId = await createUser(db, 'customer@example.com', true);
  const unconfirmedId = await createUser(db, 'pending-admin@example.com', false);
  // The same function the admin command and the embedded backend use (the harness connects as the
  // database owner; over the API only the service role may call it).
  await db.query('select public.add_admin($1)', [ADMIN_EMAIL]);
  // The tests insert many leads with no client address (one shared bucket): the per-client limit
  // is off here; lead-flood-limits.test.ts turns it on in a database of its own.
  if (options.leadLimits !== true) await db.query('update app_private.settings set lead_limits_on = false');

  const actor = (
    name: string,
    role: 'anon' | 'authenticated' | 'service_role',
    claims: Record<string, unknown>,
  ): Actor => ({
    name,
    run: (work) => asRole(db, { role, claims }, work),
  });
  return {
    engine,
    db,
    adminId,
    customerId,
    anon: actor('anon', 'anon', {}),
    customer: actor('customer', 'authenticated', { sub: customerId, email: 'customer@example.com' }),
    admin: actor('admin', 'authenticated', { sub: adminId, email: ADMIN_EMAIL }),
    serviceRole: actor('service role', 'service_role', {}),
    unconfirmedAdmin: actor('unconfirmed admin', 'authenticated', {
      sub: unconfirmedId,
      email: 'pending-admin@example.com',
    }),
  };
}

export async function createUser(db: Queryable, email: string, confirmed: boolean): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (aud, role, email, email_confirmed_at)
     values ('authenticated', 'authenticated', $1, case when $2::boolean then now() end) returning id`,
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
