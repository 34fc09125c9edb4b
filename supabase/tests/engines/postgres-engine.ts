import pg from 'pg';
import { applyPlatform } from './apply-schema';
import type { Engine, EngineDatabase, Queryable } from './engine';

// Databases on the real PostgreSQL server the run's global setup started (postgres-global-setup.ts).
// Each test file gets its own database, a copy of the template the setup built with the platform SQL,
// every migration and the seed (CREATE DATABASE … TEMPLATE copies files: far faster than migrating).

export const TEMPLATE_DATABASE = 'parley_template';

type Client = pg.Pool | pg.PoolClient;

const queryable = (client: Client): Queryable => ({
  async query<T>(sql: string, params?: unknown[]) {
    const result = await client.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
  },
  exec: (sql) => client.query(sql),
});

export function connect(url: string): EngineDatabase {
  // allowExitOnIdle: a test file that never closes its database does not keep its worker alive.
  const pool = new pg.Pool({ connectionString: url, max: 4, allowExitOnIdle: true, idleTimeoutMillis: 1000 });
  return {
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

let sequence = 0;

/** A new database on the server at `serverUrl` (a URL to any of its databases), copied from `template`. */
async function newDatabase(serverUrl: string, template: string): Promise<EngineDatabase> {
  const name = `parley_test_${process.pid}_${++sequence}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return connect(url.toString());
}

export function postgresEngine(serverUrl: string): Engine {
  return {
    name: 'PostgreSQL',
    createDatabase: () => newDatabase(serverUrl, TEMPLATE_DATABASE),
    async createEmptyDatabase() {
      const db = await newDatabase(serverUrl, 'template0');
      await applyPlatform(db);
      return db;
    },
  };
}
