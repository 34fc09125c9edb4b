import type { PGlite } from '@electric-sql/pglite';
import type { Context } from 'hono';
import { clientAddress } from '../http/client-address';
import { fromPgError, RestError } from './errors';
import {
  exclusive,
  pipeline,
  resetPreparedStatements,
  rollback,
  type Statement,
  type StatementResult,
} from './pipeline';
import type { RequestIdentity } from './request-identity';

/** PostgREST's per-request transaction settings (set_config(…, true), i.e. SET LOCAL), one statement. */
const SETTINGS = `select set_config('search_path', 'public, extensions', true),
  set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.method', $3, true),
  set_config('request.path', $4, true),
  set_config('request.headers', $5, true)`;
/** Reads (GET/HEAD, GET rpc) also make the transaction read-only, as PostgREST does. */
const READ_ONLY_SETTINGS = `${SETTINGS}, set_config('transaction_read_only', 'on', true)`;

export interface Work {
  readOnly: boolean;
  sql: string;
  params: readonly (string | null)[];
  /** Inspects the result before commit; throwing (e.g. PGRST116) rolls the transaction back. */
  check?: (result: StatementResult) => void;
}

/**
 * Runs one request as its role with PostgREST's transaction settings, so that Postgres (RLS,
 * grants) decides what the request may read and write. A read is a single round trip (settings and
 * statement in one implicit, read-only transaction); a write is BEGIN + settings + statement, then
 * COMMIT or ROLLBACK once the result has been checked, or BEGIN to COMMIT in one round trip when there
 * is nothing to check.
 */
export async function runAs(
  db: PGlite,
  c: Context,
  identity: RequestIdentity,
  work: Work,
): Promise<StatementResult> {
  const settings: Statement = {
    sql: work.readOnly ? READ_ONLY_SETTINGS : SETTINGS,
    params: [
      identity.role,
      JSON.stringify(identity.claims),
      c.req.method,
      c.req.path.replace(/^\/rest\/v1/, ''),
      JSON.stringify(headersOf(c)),
    ],
  };
  const main: Statement = { sql: work.sql, params: work.params };
  try {
    return await runPrepared(db, settings, main, work);
  } catch (error) {
    if ((error as { code?: string }).code !== '26000') throw mapped(error, identity);
    // A prepared statement vanished under us (DEALLOCATE ALL): nothing ran, so prepare again once.
    resetPreparedStatements(db);
    return runPrepared(db, settings, main, work).catch((e: unknown) => {
      throw mapped(e, identity);
    });
  }
}

const mapped = (error: unknown, identity: RequestIdentity) =>
  error instanceof RestError ? error : fromPgError(error, identity.role);

function runPrepared(db: PGlite, settings: Statement, main: Statement, work: Work): Promise<StatementResult> {
  return exclusive(db, async () => {
    if (work.readOnly) {
      const result = (await pipeline(db, [settings, main], { syncToFs: false }))[1]!;
      work.check?.(result);
      return result;
    }
    let committed = false;
    try {
      if (!work.check) {
        // Nothing to inspect before COMMIT: BEGIN, settings, statement and COMMIT go in one round trip
        // into PGlite (a worker's mark RPC per mail pays one call instead of two). An error skips the
        // rest, COMMIT included, up to Sync; the ROLLBACK below ends the aborted transaction.
        const statements = [{ sql: 'begin' }, settings, main, { sql: 'commit' }];
        const result = (await pipeline(db, statements, { syncToFs: true }))[2]!;
        committed = true;
        return result;
      }
      const result = (await pipeline(db, [{ sql: 'begin' }, settings, main], { syncToFs: false }))[2]!;
      work.check?.(result);
      await pipeline(db, [{ sql: 'commit' }], { syncToFs: true });
      committed = true;
      return result;
    } finally {
      // After an error the transaction is aborted; after a failed check it is still open.
      if (!committed) await rollback(db);
    }
  });
}

/**
 * request.headers as PostgREST sets it (lower-case names), minus the credentials. `x-real-ip` is the
 * client's address as this backend decided it (the socket's peer, or what a trusted proxy forwarded:
 * http/client-address.ts), written over whatever the client sent under that name, so the database
 * can key its own limits on it (which header hosted Supabase gives it: docs/security.md).
 */
function headersOf(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    if (key !== 'authorization' && key !== 'apikey' && key !== 'cookie') headers[key] = value;
  });
  headers['x-real-ip'] = clientAddress(c);
  return headers;
}
