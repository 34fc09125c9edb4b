import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATION_FILE, supabaseDir } from './engines/apply-schema';
import { asRole, type EngineDatabase, type Queryable } from './engines/engine';
import { connect, TEMPLATE_DATABASE } from './engines/postgres-engine';
import {
  createDatabase,
  prepareAsSupabaseProject,
  supabaseDbPush,
  type CliRun,
} from './engines/supabase-cli';

// The production path: the real Supabase CLI (`supabase db push --db-url`, the `supabase`
// devDependency pinned to 2.117.0) applies supabase/migrations to the run's throwaway PostgreSQL
// server, prepared as a new hosted project is. Runs in the `database-postgres` project only (the
// `database` project, PGlite, excludes it: the CLI needs a server to connect to); that project skips
// with a message when PostgreSQL is not installed.

const serverUrl = inject('postgresUrl');
const unique = `${process.pid}_${Date.now().toString(36)}`;

/** What the CLI printed, for a failing assertion's message. */
const printed = (run: CliRun) => `exit ${run.exitCode}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`;

async function migrationsInRepository(): Promise<{ version: string; name: string }[]> {
  const files = (await readdir(join(supabaseDir, 'migrations'))).filter((f) => MIGRATION_FILE.test(f)).sort();
  return files.map((file) => {
    const [, version, name] = MIGRATION_FILE.exec(file)!;
    return { version: version!, name: name! };
  });
}

const history = async (db: Queryable) =>
  (
    await db.query<{ version: string; name: string; statements: number }>(
      `select version, name, coalesce(array_length(statements, 1), 0) as statements
         from supabase_migrations.schema_migrations order by version`,
    )
  ).rows;

/**
 * The schema objects migrations make, in a comparable form: columns, policies, functions, triggers,
 * indexes and table grants of the app's schemas and storage (auth is the platform's, not migrated).
 */
async function schemaOutline(db: Queryable): Promise<Record<string, unknown[]>> {
  const schemas = `('public', 'app_private', 'storage')`;
  const rows = async (sql: string) => (await db.query(sql)).rows;
  return {
    columns: await rows(`select table_schema, table_name, column_name, data_type, column_default, is_nullable
      from information_schema.columns where table_schema in ${schemas} order by 1, 2, 3`),
    policies:
      await rows(`select schemaname, tablename, policyname, permissive, roles::text, cmd, qual, with_check
      from pg_policies where schemaname in ${schemas} order by 1, 2, 3`),
    functions: await rows(`select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as args,
        pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ${schemas} and p.prokind in ('f', 'p') order by 1, 2, 3`),
    triggers:
      await rows(`select tgrelid::regclass::text as table_name, tgname, pg_get_triggerdef(oid) as definition
      from pg_trigger where not tgisinternal order by 1, 2`),
    indexes: await rows(`select schemaname, tablename, indexname, indexdef
      from pg_indexes where schemaname in ${schemas} order by 1, 2, 3`),
    grants: await rows(`select table_schema, table_name, grantee, privilege_type
      from information_schema.role_table_grants where table_schema in ${schemas} order by 1, 2, 3, 4`),
  };
}

describe('supabase db push (Supabase CLI 2.117.0) on PostgreSQL', () => {
  const opened: EngineDatabase[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  it('stops at auth.users on a bare server: the platform is a precondition', async () => {
    const run = await supabaseDbPush(await createDatabase(serverUrl, `parley_cli_bare_${unique}`));
    expect(run.exitCode, printed(run)).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(
      /schema "auth" does not exist|relation "auth\.users" does not exist/,
    );
  });

  describe('on a database prepared as a Supabase project', () => {
    let url: string;
    let db: EngineDatabase;
    let firstPush: CliRun;

    beforeAll(async () => {
      url = await createDatabase(serverUrl, `parley_cli_push_${unique}`);
      db = await prepareAsSupabaseProject(url);
      opened.push(db);
      firstPush = await supabaseDbPush(url);
    });

    it('exits 0 and records every migration in supabase_migrations.schema_migrations', async () => {
      expect(firstPush.exitCode, printed(firstPush)).toBe(0);
      const expected = await migrationsInRepository();
      expect(expected.length).toBeGreaterThan(0);
      const recorded = await history(db);
      expect(recorded.map(({ version, name }) => ({ version, name }))).toEqual(expected);
      // The CLI keeps each migration's statements: an empty list would mean a file it did not run.
      for (const row of recorded) expect(row.statements, row.version).toBeGreaterThan(0);
    });

    it('builds the schema the database tests test (the harness applies the same files itself)', async () => {
      const tested = connect(databaseUrl(TEMPLATE_DATABASE));
      opened.push(tested);
      const pushed = await schemaOutline(db);
      for (const [kind, objects] of Object.entries(pushed)) expect(objects.length, kind).toBeGreaterThan(0);
      const migrated = await schemaOutline(tested);
      for (const [kind, objects] of Object.entries(pushed)) expect(objects, kind).toEqual(migrated[kind]);
    });

    it('a second push is a no-op', async () => {
      const before = await history(db);
      const outlineBefore = await schemaOutline(db);
      const again = await supabaseDbPush(url);
      expect(again.exitCode, printed(again)).toBe(0);
      expect(again.stdout + again.stderr).toContain('Remote database is up to date.');
      expect(again.stdout + again.stderr).not.toContain('Applying migration');
      expect(await history(db)).toEqual(before);
      expect(await schemaOutline(db)).toEqual(outlineBefore);
    });

    it('row-level security holds on the pushed schema', async () => {
      const { rows } = await db.query<{ table: string }>(
        `select c.oid::regclass::text as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
      );
      expect(rows, 'public tables without row-level security').toEqual([]);

      await db.query(`insert into public.leads (kind, email) values ('newsletter', 'pushed@acme.test')`);
      const anonRead = asRole(db, { role: 'anon', claims: {} }, (tx) =>
        tx.query('select * from public.leads'),
      );
      await expect(anonRead).rejects.toMatchObject({ code: '42501' });
      const customer = { role: 'authenticated' as const, claims: { sub: crypto.randomUUID() } };
      const customerRead = await asRole(db, customer, (tx) => tx.query('select * from public.leads'));
      expect(customerRead.rows).toEqual([]);
      const anonWrite = asRole(db, { role: 'anon', claims: {} }, (tx) =>
        tx.query(`insert into public.blog_posts (title, slug, excerpt, content) values ('x', 'x', 'x', 'x')`),
      );
      await expect(anonWrite).rejects.toMatchObject({ code: '42501' });
    });
  });
});

/** The URL of another database on the run's server. */
function databaseUrl(database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
