import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EngineDatabase } from './engine';

// The schema as the embedded backend builds it (packages/local-supabase/src/database/open-database.ts),
// for an engine other than PGlite: the same platform SQL file, then each migration once, in version
// order, in its own transaction, recorded in supabase_migrations.schema_migrations, then the seed.

export const supabaseDir = fileURLToPath(new URL('../..', import.meta.url));
export const platformSqlPath = fileURLToPath(
  new URL('../../../packages/local-supabase/src/database/platform.sql', import.meta.url),
);

/** Supabase CLI names migrations `<timestamp>_<name>.sql`; the timestamp is the version. */
export const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export async function applyPlatform(db: EngineDatabase): Promise<void> {
  await db.exec(await readFile(platformSqlPath, 'utf8'));
}

/** Applies the migrations of `dir` not applied yet; answers the files applied. */
export async function applyMigrations(
  db: EngineDatabase,
  dir = join(supabaseDir, 'migrations'),
): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((r) => r.version));
  const applied: string[] = [];
  for (const file of files) {
    const [, version, name] = MIGRATION_FILE.exec(file)!;
    if (done.has(version!)) continue;
    const sql = await readFile(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        name,
      ]);
    });
    applied.push(file);
  }
  return applied;
}

export async function applySeed(db: EngineDatabase): Promise<void> {
  const seed = await readFile(join(supabaseDir, 'seed.sql'), 'utf8').catch(() => '');
  if (seed.trim()) await db.exec(seed);
}
