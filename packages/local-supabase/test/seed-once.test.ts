import { PGlite } from '@electric-sql/pglite';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database';

// "Seeded" is a recorded fact (supabase_migrations.seed_files, written in the seed's own
// transaction), not "the migrations table was missing when we opened": a first start that fails
// after the platform SQL (a migration that throws, a seed that throws, a kill) must still get its
// seed, exactly once, on the next start that completes, and never again after that.

let tmp: string;
let supabaseDir: string;
let dataDir: string;

const GOOD_SECOND = `insert into public.things (note) values ('from the second migration');`;

async function writeProject(files: { second?: string; seed?: string }): Promise<void> {
  await mkdir(path.join(supabaseDir, 'migrations'), { recursive: true });
  await writeFile(
    path.join(supabaseDir, 'migrations', '20250101000000_things.sql'),
    `create table public.things (id serial primary key, note text not null);`,
  );
  await writeFile(
    path.join(supabaseDir, 'migrations', '20250101000100_second.sql'),
    files.second ?? GOOD_SECOND,
  );
  await writeFile(
    path.join(supabaseDir, 'seed.sql'),
    files.seed ?? `insert into public.things (note) values ('seeded');`,
  );
}

/** Opens the on-disk database, reads what matters, closes it; `created` says whether it seeded. */
async function openAndRead(): Promise<{ created: boolean; notes: string[]; applied: string[] }> {
  const { db, created, migrations } = await openDatabase({ dataDir, supabaseDir });
  try {
    const { rows } = await db.query<{ note: string }>(`select note from public.things order by id`);
    return { created, notes: rows.map((r) => r.note), applied: migrations.applied };
  } finally {
    await db.close();
  }
}

beforeEach(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'parley-seed-'));
  supabaseDir = path.join(tmp, 'supabase');
  dataDir = path.join(tmp, 'data');
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('the seed runs once, after the first start that completes', () => {
  it('a first start failing in a migration: the next start migrates and seeds once, the third does not', async () => {
    await writeProject({ second: `select 1 / 0;` });
    await expect(openDatabase({ dataDir, supabaseDir })).rejects.toThrow(/division by zero/);

    await writeProject({});
    const second = await openAndRead();
    expect(second.applied).toEqual(['20250101000100_second.sql']);
    expect(second.created).toBe(true);
    expect(second.notes).toEqual(['from the second migration', 'seeded']);

    const third = await openAndRead();
    expect(third.created).toBe(false);
    expect(third.applied).toEqual([]);
    expect(third.notes).toEqual(['from the second migration', 'seeded']);
  });

  it('a failing seed leaves nothing of itself and no record; the next start seeds once', async () => {
    // The seed's first statement succeeds, its second fails: none of it may stay.
    await writeProject({
      seed: `insert into public.things (note) values ('seeded'); insert into public.nowhere values (1);`,
    });
    await expect(openDatabase({ dataDir, supabaseDir })).rejects.toThrow(/nowhere/);
    const db = await PGlite.create({ dataDir });
    try {
      const { rows } = await db.query<{ note: string }>(`select note from public.things`);
      expect(rows.map((r) => r.note)).toEqual(['from the second migration']);
      const { rows: recorded } = await db.query(`select path from supabase_migrations.seed_files`);
      expect(recorded).toEqual([]);
    } finally {
      await db.close();
    }

    await writeProject({});
    expect(await openAndRead()).toMatchObject({
      created: true,
      notes: ['from the second migration', 'seeded'],
    });
    expect(await openAndRead()).toMatchObject({
      created: false,
      notes: ['from the second migration', 'seeded'],
    });
  });

  it('a start killed after the platform SQL (nothing migrated) seeds at the next start', async () => {
    await writeProject({});
    // What a first start leaves when it dies right after the platform SQL: the migrations table
    // exists and is empty, and no seed is recorded.
    const { db } = await openDatabase({ dataDir, supabaseDir });
    await db.exec(`
      drop table public.things;
      delete from supabase_migrations.schema_migrations;
      delete from supabase_migrations.seed_files;
    `);
    await db.close();

    const next = await openAndRead();
    expect(next.created).toBe(true);
    expect(next.applied).toHaveLength(2);
    expect(next.notes).toEqual(['from the second migration', 'seeded']);
    expect((await openAndRead()).created).toBe(false);
  });

  it('a database from before the record (migrated, seeded, no seed_files table) is not seeded again', async () => {
    await writeProject({});
    const { db } = await openDatabase({ dataDir, supabaseDir });
    await db.exec(`drop table supabase_migrations.seed_files;`);
    await db.close();

    const next = await openAndRead();
    expect(next.created).toBe(false);
    expect(next.notes).toEqual(['from the second migration', 'seeded']);
    expect((await openAndRead()).notes).toEqual(['from the second migration', 'seeded']);
  });
});
