// What a database test needs from an engine, met by PGlite (the embedded backend's) and by a real
// PostgreSQL server alike, so every database test runs unchanged on both.

export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted by the statement. */
  affectedRows?: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<unknown>;
}

export type { RequestIdentity } from '@parley/local-supabase/as-role';

/** One database, reached as its owner (a superuser, like PGlite's session user). */
export interface EngineDatabase extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Engine {
  name: 'PGlite' | 'PostgreSQL';
  /** A database with the platform SQL, every migration and the seed applied. */
  createDatabase(): Promise<EngineDatabase>;
  /** A database with the platform SQL only (migration tests apply migrations themselves). */
  createEmptyDatabase(): Promise<EngineDatabase>;
}

// The embedded backend's own asRole, so the database tests set the role exactly as it does.
export { asRole } from '@parley/local-supabase/as-role';
