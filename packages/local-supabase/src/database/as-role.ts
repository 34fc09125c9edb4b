/** Who a request runs as: the Postgres role and the JWT claims PostgREST would set. */
export interface RequestIdentity {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

/** What a transaction's handle must do: run a parameterised statement (PGlite's and pg's alike). */
export interface ParameterisedQuery {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * A database that runs work in one transaction: PGlite (the embedded backend) or the database tests'
 * engines (PGlite and a real PostgreSQL), so they all set the role the same way.
 */
export interface TransactionRunner<Tx extends ParameterisedQuery> {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * Runs `work` in one transaction as the given role with `request.jwt.claims` set, the way PostgREST
 * does, so Postgres RLS decides what the request may see and change. Settings are transaction-local
 * and vanish at commit or rollback.
 */
export async function asRole<Tx extends ParameterisedQuery, T>(
  db: TransactionRunner<Tx>,
  identity: RequestIdentity,
  work: (tx: Tx) => Promise<T>,
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
