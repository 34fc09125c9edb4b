import { protocol, type PGlite } from '@electric-sql/pglite';

// PGlite's `query()` makes six calls into the wasm backend per statement (parse, describe, bind,
// describe, execute, sync) and `transaction()` adds BEGIN and COMMIT: a REST read cost ~16 calls.
// Here every statement of a request goes into ONE extended-protocol message ending in one Sync, the
// way a pipelining Postgres driver does. Between two Syncs Postgres runs the statements in one
// implicit transaction, strictly in order, and parses (and applies RLS to) a statement only after
// the previous one ran, so `set_config('role', …, true)` in the first statement governs the next.
//
// Statements are also kept prepared (named) per SQL text: the SQL of a request shape never contains
// values, so a list or a get-by-slug is parsed and planned once and then only bound and executed,
// which halves Postgres's share of a read. Postgres re-analyses a prepared statement by itself when
// the role changes under RLS, when search_path differs, or after DDL on what it uses.

/** Prepared statements kept per database; the least recently used are closed beyond this. */
const MAX_PREPARED = 200;

interface Prepared {
  names: Map<string, string>;
  next: number;
  /** Evicted names, closed at the start of the next pipeline. */
  closing: string[];
}
const preparedByDb = new WeakMap<PGlite, Prepared>();

function preparedOf(db: PGlite): Prepared {
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = { names: new Map(), next: 1, closing: [] }));
  return prepared;
}

/**
 * Forgets the names without closing them: for when Postgres no longer has them (someone ran
 * DEALLOCATE ALL, or DISCARD ALL), reported as SQLSTATE 26000.
 */
export function resetPreparedStatements(db: PGlite): void {
  preparedByDb.delete(db);
}

/** Drops every statement this module prepared (after a schema reload: result shapes may change). */
export async function forgetPreparedStatements(db: PGlite): Promise<void> {
  const prepared = preparedByDb.get(db);
  if (!prepared) return;
  preparedByDb.delete(db);
  await exclusive(db, async () => {
    const s = protocol.serialize;
    const names = [...prepared.names.values(), ...prepared.closing];
    if (names.length === 0) return;
    await db.execProtocol(concat([...names.map((name) => s.close({ type: 'S', name })), s.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
  });
}

export interface Statement {
  sql: string;
  /** Text-format bind parameters ($1, $2, …); their types come from casts in the SQL. */
  params?: readonly (string | null)[];
}

export interface StatementResult {
  rows: Record<string, string | null>[];
  /** The command tag's row count (INSERT 0 n, UPDATE n, DELETE n, SELECT n). */
  affected: number;
}

/** A Postgres error from the pipeline: the fields PGlite's DatabaseError carries. */
export interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

type Message = { name: string } & Partial<{
  fields: ({ name: string } | string | null)[];
  text: string;
}>;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs the statements in one round trip; throws the first Postgres error (the rest are skipped by
 * the server until Sync). Must be called inside `exclusive()`.
 */
export async function pipeline(
  db: PGlite,
  statements: readonly Statement[],
  options: { syncToFs: boolean },
): Promise<StatementResult[]> {
  const s = protocol.serialize;
  const prepared = preparedOf(db);
  const parts: Uint8Array[] = prepared.closing.map((name) => s.close({ type: 'S', name }));
  prepared.closing = [];
  /** Names parsed in this message, in order: only those Postgres confirmed become reusable. */
  const parsing: [string, string][] = [];
  for (const statement of statements) {
    let name = prepared.names.get(statement.sql);
    if (name === undefined) {
      name = `pgrst_${prepared.next++}`;
      parts.push(s.parse({ name, text: statement.sql }));
      parsing.push([statement.sql, name]);
    } else {
      // Most recently used last, so eviction takes the oldest.
      prepared.names.delete(statement.sql);
      prepared.names.set(statement.sql, name);
    }
    parts.push(
      s.bind({ statement: name, values: [...(statement.params ?? [])] }),
      s.describe({ type: 'P' }),
      s.execute({}),
    );
  }
  parts.push(s.sync());
  const { messages } = await db.execProtocol(concat(parts), {
    syncToFs: options.syncToFs,
    throwOnError: false,
  });

  // After an error Postgres skips everything up to Sync: the confirmed parses are a prefix.
  const confirmed = (messages as Message[]).filter((m) => m.name === 'parseComplete').length;
  for (const [sql, name] of parsing.slice(0, confirmed)) prepared.names.set(sql, name);
  while (prepared.names.size > MAX_PREPARED) {
    const [oldestSql, oldestName] = prepared.names.entries().next().value!;
    prepared.names.delete(oldestSql);
    prepared.closing.push(oldestName);
  }

  const results: StatementResult[] = [];
  let names: string[] = [];
  let rows: Record<string, string | null>[] = [];
  for (const message of messages as Message[]) {
    switch (message.name) {
      case 'error':
        throw message as unknown as PgError;
      case 'rowDescription':
        names = (message.fields as { name: string }[]).map((f) => f.name);
        break;
      case 'noData':
        names = [];
        break;
      case 'dataRow': {
        const row: Record<string, string | null> = {};
        (message.fields as (string | null)[]).forEach((value, i) => (row[names[i] ?? String(i)] = value));
        rows.push(row);
        break;
      }
      case 'commandComplete':
        results.push({ rows, affected: Number(/(\d+)$/.exec(message.text ?? '')?.[1] ?? rows.length) });
        rows = [];
        break;
    }
  }
  return results;
}

/** ROLLBACK over the simple protocol: works even when the prepared statements are gone. */
export async function rollback(db: PGlite): Promise<void> {
  await db.execProtocol(protocol.serialize.query('rollback'), { syncToFs: false, throwOnError: false });
}

/** Holds both of PGlite's locks, so no other query or transaction (auth, tests) interleaves. */
export function exclusive<T>(db: PGlite, work: () => Promise<T>): Promise<T> {
  return db._runExclusiveTransaction(() => db._runExclusiveQuery(work));
}
