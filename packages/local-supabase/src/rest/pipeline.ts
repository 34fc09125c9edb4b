import { protocol, type PGlite } from '@electric-sql/pglite';

// PGlite's `query()` makes six calls into the wasm backend per statement (parse, describe, bind,
// describe, execute, sync) and `transaction()` adds BEGIN and COMMIT: a REST read cost ~16 calls.
// Here every statement of a request goes into ONE extended-protocol message ending in one Sync, the
// way a pipelining Postgres driver does. Between two Syncs Postgres runs the statements in one
// implicit transaction, strictly in order, and parses (and applies RLS to) a statement only after
// the previous one ran, so `set_config('role', …, true)` in the first statement governs the next.

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
  const parts: Uint8Array[] = [];
  for (const statement of statements) {
    parts.push(
      s.parse({ text: statement.sql }),
      s.bind({ values: [...(statement.params ?? [])] }),
      s.describe({ type: 'P' }),
      s.execute({}),
    );
  }
  parts.push(s.sync());
  const { messages } = await db.execProtocol(concat(parts), {
    syncToFs: options.syncToFs,
    throwOnError: false,
  });

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

/** Holds both of PGlite's locks, so no other query or transaction (auth, tests) interleaves. */
export function exclusive<T>(db: PGlite, work: () => Promise<T>): Promise<T> {
  return db._runExclusiveTransaction(() => db._runExclusiveQuery(work));
}
