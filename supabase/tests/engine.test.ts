import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database';

// Which engine this project's run used: every other file here runs on it too.

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

describe('the engine', () => {
  it('is PGlite in the database project and PostgreSQL 15 in database-postgres', async () => {
    const { rows } = await t.db.query<{ version: string }>('select version()');
    const server = (await t.db.query<{ v: number }>("select current_setting('server_version_num')::int as v"))
      .rows[0]!.v;
    if (t.engine.name === 'PostgreSQL') {
      expect(process.env.PARLEY_DB_ENGINE).toBe('postgres');
      expect(Math.floor(server / 10000)).toBe(15);
    } else {
      expect(Math.floor(server / 10000)).toBeGreaterThanOrEqual(17);
    }
    expect(rows[0]!.version).toMatch(/^PostgreSQL/);
  });

  it('has every migration applied', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from supabase_migrations.schema_migrations',
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(8);
  });
});
