import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createHash } from 'node:crypto';
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
  /**
   * True when this open ran the seed: the first start that got through every migration (a new
   * database, or one whose earlier starts failed before the seed was recorded).
   */
  created: boolean;
  migrations: MigrationReport;
}

const platformSql = new URL('./platform.sql', import.meta.url);

/** The key the seed is recorded under in supabase_migrations.seed_files (the Supabase CLI's). */
const SEED_RECORD = 'supabase/seed.sql';

/**
 * Opens PGlite, installs the Supabase platform pieces, applies pending migrations in order and runs
 * seed.sql once: "seeded" is a row in supabase_migrations.seed_files (the table the Supabase CLI
 * keeps for the same purpose), written in the seed's own transaction. So a first start that failed
 * or was killed anywhere before the seed committed (platform SQL, a migration, the seed itself)
 * gets its seed on the next start that completes its migrations, and no start seeds twice. On
 * failure the database is closed before the error is thrown.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  // pg_trgm: the trigram indexes of the lists' searches (supabase/migrations/*_list_search_indexes.sql).
  const db = await PGlite.create({ dataDir: options.dataDir, extensions: { pgcrypto, pg_trgm } });
  try {
    const seedPath = `${options.supabaseDir}/seed.sql`;
    const seed = await readFile(seedPath, 'utf8').catch(() => '');
    await prepareSeedRecord(db, seed);
    await db.exec(await readFile(platformSql, 'utf8'));
    const migrations = await applyMigrations(db, `${options.supabaseDir}/migrations`);
    const created = await seedOnce(db, seed);
    return { db, created, migrations };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Creates supabase_migrations.seed_files before anything else, in one transaction. A database that
 * has it is judged by its rows alone. A database without it but with applied migrations was made
 * before the seed was recorded, when the seed ran at the end of the first start: it is recorded as
 * seeded, never seeded again (a seed run twice could duplicate rows). Created first, so a start
 * killed after the platform SQL can never leave a new database looking like such an old one.
 */
async function prepareSeedRecord(db: PGlite, seed: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ record: boolean; migrated: boolean }>(
      `select to_regclass('supabase_migrations.seed_files') is not null as record,
              to_regclass('supabase_migrations.schema_migrations') is not null as migrated`,
    );
    if (rows[0]!.record) return;
    const migrated =
      rows[0]!.migrated &&
      (await tx.query(`select 1 from supabase_migrations.schema_migrations limit 1`)).rows.length > 0;
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table supabase_migrations.seed_files (path text primary key, hash text not null);
    `);
    if (migrated)
      await tx.query(`insert into supabase_migrations.seed_files (path, hash) values ($1, $2)`, [
        SEED_RECORD,
        sha256(seed),
      ]);
  });
}

/** Runs the seed and records it in one transaction, unless it is recorded; true when it ran. */
async function seedOnce(db: PGlite, seed: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(`select 1 from supabase_migrations.seed_files where path = $1`, [
      SEED_RECORD,
    ]);
    if (rows.length > 0) return false;
    if (seed.trim()) await tx.exec(seed);
    await tx.query(`insert into supabase_migrations.seed_files (path, hash) values ($1, $2)`, [
      SEED_RECORD,
      sha256(seed),
    ]);
    return true;
  });
}
