import type { PGlite } from '@electric-sql/pglite';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface MigrationReport {
  applied: string[];
  skipped: string[];
}

/** Supabase CLI names migrations `<timestamp>_<name>.sql`; the timestamp is the version. */
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/** Applies each migration once, in version order, each in its own transaction, recording it. */
export async function applyMigrations(db: PGlite, migrationsDir: string): Promise<MigrationReport> {
  const files = (await readdir(migrationsDir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((r) => r.version));
  const report: MigrationReport = { applied: [], skipped: [] };
  for (const file of files) {
    const [, version, name] = MIGRATION_FILE.exec(file)!;
    if (done.has(version!)) {
      report.skipped.push(file);
      continue;
    }
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        name,
      ]);
    });
    report.applied.push(file);
  }
  return report;
}
