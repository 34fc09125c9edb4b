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

/** Who a request runs as: the Postgres role and the JWT claims PostgREST would set. */
export interface RequestIdentity {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

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

/**
 * Runs `work` in one transaction as the given role with `request.jwt.claims` set, the way PostgREST
 * does (and the embedded backend's asRole), so row-level security decides what it may see and change.
 * The settings are transaction-local.
 */
export function asRole<T>(
  db: EngineDatabase,
  identity: RequestIdentity,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('request.jwt.claims', $1, true),
              set_config('role', $2, true)`,
      [JSON.stringify({ ...identity.claims, role: identity.role }), identity.role],
    );
    return work(tx);
  });
}
