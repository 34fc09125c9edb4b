import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Who a request runs as: the Postgres role and the JWT claims PostgREST would set. */
export interface RequestIdentity {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

/**
 * Runs `work` in one transaction as the given role with `request.jwt.claims` set, the way PostgREST
 * does, so Postgres RLS decides what the request may see and change. Settings are transaction-local
 * and vanish at commit or rollback.
 */
export async function asRole<T>(
  db: PGlite,
  identity: RequestIdentity,
  work: (tx: Transaction) => Promise<T>,
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
