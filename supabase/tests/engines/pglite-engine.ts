import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '../../../packages/local-supabase/src/database/index';
import { applyPlatform, supabaseDir } from './apply-schema';
import type { Engine, EngineDatabase, Queryable } from './engine';

// PGlite in memory, opened exactly as the embedded backend opens its database.

const queryable = (db: PGlite | Transaction): Queryable => ({
  query: (sql, params) => db.query(sql, params),
  exec: (sql) => db.exec(sql),
});

function wrap(db: PGlite): EngineDatabase {
  return {
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    close: () => db.close(),
  };
}

export const pgliteEngine: Engine = {
  name: 'PGlite',
  async createDatabase() {
    const { db } = await openDatabase({ supabaseDir });
    return wrap(db);
  },
  async createEmptyDatabase() {
    const db = wrap(await PGlite.create({ extensions: { pgcrypto, pg_trgm } }));
    await applyPlatform(db);
    return db;
  },
};
