import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Context } from 'hono';
import { fromPgError, RestError } from './errors';
import type { RequestIdentity } from './request-identity';

/**
 * Runs one request in one transaction as its role with PostgREST's transaction settings, so that
 * Postgres (RLS, grants) decides what the request may read and write. Reads are read-only.
 */
export async function runAs<T>(
  db: PGlite,
  c: Context,
  identity: RequestIdentity,
  readOnly: boolean,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      // One round trip for every setting; switching a transaction to read-only is allowed at any point.
      await tx.query(
        `select set_config('transaction_read_only', $6, true),
                set_config('search_path', 'public, extensions', true),
                set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true),
                set_config('request.method', $3, true),
                set_config('request.path', $4, true),
                set_config('request.headers', $5, true)`,
        [
          identity.role,
          JSON.stringify(identity.claims),
          c.req.method,
          c.req.path.replace(/^\/rest\/v1/, ''),
          JSON.stringify(headersOf(c)),
          readOnly ? 'on' : 'off',
        ],
      );
      return work(tx);
    });
  } catch (error) {
    if (error instanceof RestError) throw error;
    throw fromPgError(error, identity.role);
  }
}

function headersOf(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    if (key !== 'authorization' && key !== 'apikey' && key !== 'cookie') headers[key] = value;
  });
  return headers;
}
