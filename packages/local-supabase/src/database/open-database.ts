import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFile } from 'node:fs/promises';
import { applyMigrations, type MigrationReport } from './migrations';

export interface OpenDatabaseOptions {
  /** Folder that persists the database; omit for an in-memory database (tests). */
  dataDir?: string;
  /** The Supabase CLI layout folder holding migrations/ and seed.sql. */
  supabaseDir: string;
}

export interface OpenedDatabase {
  db: PGlite;
  /** True when this start created the database (the seed ran). */
  created: boolean;
  migrations: MigrationReport;
}

const platformSql = new URL('./platform.sql', import.meta.url);

/**
 * Opens PGlite, installs the Supabase platform pieces, applies pending migrations in order and,
 * on a brand-new database, runs seed.sql.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  // pg_trgm: the trigram indexes of the lists' searches (supabase/migrations/*_list_search_indexes.sql).
  const db = await PGlite.create({ dataDir: options.dataDir, extensions: { pgcrypto, pg_trgm } });
  const created = !(await isInitialised(db));
  await db.exec(await readFile(platformSql, 'utf8'));
  const migrations = await applyMigrations(db, `${options.supabaseDir}/migrations`);
  if (created) await runSeed(db, `${options.supabaseDir}/seed.sql`);
  return { db, created, migrations };
}

async function isInitialised(db: PGlite): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  return rows[0]?.exists ?? false;
}

async function runSeed(db: PGlite, seedPath: string): Promise<void> {
  const seed = await readFile(seedPath, 'utf8').catch(() => '');
  if (seed.trim()) await db.exec(seed);
}
