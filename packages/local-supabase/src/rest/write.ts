import type { Context } from 'hono';
import { RestError, unsupported } from './errors';
import { readJson } from './json-body';
import { parseQuery, type ParsedQuery } from './query-grammar';
import { preferences } from './preferences';
import { acceptedMedia } from './request-identity';
import { respond } from './respond';
import type { RestEnv } from './rest-env';
import { runAs } from './run-as';
import { ident, type TableInfo } from './schema-cache';
import { firstElement, notSingular } from './singular';
import { Params, selectSql, whereSql } from './sql-builder';

type JsonObject = Record<string, unknown>;
type ReturnPreference = 'minimal' | 'representation' | 'headers-only';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkColumns(table: TableInfo, names: string[]): void {
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

interface WriteShape {
  query: ParsedQuery;
  prefs: Map<string, string>;
  returns: ReturnPreference;
  media: ReturnType<typeof acceptedMedia>;
  countWanted: boolean;
  /** `Prefer: handling=strict, max-affected=N` (supabase-js maxAffected): more rows → 400, rolled back. */
  maxAffected?: number;
  /** Preference-Applied, in the order the preferences were honoured. */
  applied: string[];
}

function writeShape(c: Context): WriteShape {
  // Only recognised values come back; an unknown one was ignored (or refused under handling=strict).
  const prefs = preferences(c);
  const query = parseQuery(new URL(c.req.url).searchParams);
  const returns = (prefs.get('return') ?? 'minimal') as ReturnPreference;
  const applied: string[] = [];
  if (prefs.has('return')) applied.push(`return=${returns}`);
  // Every count mode is answered with the exact count of affected rows.
  const countWanted = prefs.has('count');
  if (countWanted) applied.push(`count=${prefs.get('count')}`);
  let maxAffected: number | undefined;
  if (prefs.get('handling') === 'lenient') applied.push('handling=lenient');
  if (prefs.get('handling') === 'strict') {
    applied.push('handling=strict');
    const raw = prefs.get('max-affected');
    if (raw !== undefined) {
      maxAffected = Number(raw);
      if (!Number.isInteger(maxAffected) || maxAffected < 0)
        throw new RestError(
          400,
          'PGRST122',
          'Invalid preferences given with handling=strict',
          `max-affected=${raw}`,
        );
      applied.push(`max-affected=${maxAffected}`);
    }
  }
  return { query, prefs, returns, media: acceptedMedia(c), countWanted, maxAffected, applied };
}

interface Mutation {
  kind: 'insert' | 'update' | 'delete';
  statement: string;
  params: Params;
  /** merge-duplicates: count inserted rows (xmax = 0), so an all-update upsert answers 200. */
  upsert?: boolean;
}

/**
 * Runs a mutation. Without representation, Location or an upsert there is no RETURNING at all: an
 * insert-only policy (anon leads) must work without read access. Otherwise the returned rows feed
 * the body (built by Postgres), the inserted count and the Location header.
 */
async function mutate(c: Context, env: RestEnv, shape: WriteShape, mutation: Mutation): Promise<Response> {
  const { table } = env;
  const source = `public.${ident(table.name)}`;
  const location = shape.returns === 'headers-only' && mutation.kind === 'insert' && table.primaryKey.length;
  const needsRows = shape.returns === 'representation' || location || mutation.upsert;
  const sql = needsRows
    ? `with pgrst_source as (
         ${mutation.statement} returning ${source}.*${mutation.upsert ? ', (xmax = 0) as pgrst_inserted' : ''})
       select count(*) as affected,
              ${mutation.upsert ? 'count(*) filter (where pgrst_inserted)' : 'null'} as inserted,
              ${shape.returns === 'representation' ? `coalesce(json_agg(_t), '[]')::text` : 'null'} as body
              ${location ? table.primaryKey.map((k, i) => `, (array_agg(pgrst_source.${ident(k)}::text))[1] as pk${i}`).join('') : ''}
       from pgrst_source cross join lateral (select ${selectSql(table, 'pgrst_source', shape.query.select)}) _t`
    : mutation.statement;

  const result = await runAs(env.db, c, env.identity, {
    readOnly: false,
    sql,
    params: mutation.params.values,
    check: (r) => {
      const affected = needsRows ? Number(r.rows[0]!.affected) : r.affected;
      if (shape.media === 'object' && affected !== 1) throw notSingular(affected);
      if (shape.maxAffected !== undefined && mutation.kind !== 'insert' && affected > shape.maxAffected) {
        throw new RestError(
          400,
          'PGRST124',
          'Query result exceeds max-affected preference constraint',
          `The query affects ${affected} rows`,
        );
      }
    },
  });
  const row = needsRows ? result.rows[0]! : undefined;
  const affected = row ? Number(row.affected) : result.affected;
  const headers: Record<string, string> = {};
  if (location && row && affected > 0) {
    const filters = table.primaryKey.map((k, i) => `${k}=eq.${encodeURIComponent(row[`pk${i}`] ?? '')}`);
    headers.Location = `/${table.name}?${filters.join('&')}`;
  }
  const bodyText = row?.body ?? null;
  const body = bodyText !== null && shape.media === 'object' ? firstElement(bodyText) : bodyText;
  const total = shape.countWanted ? String(affected) : '*';
  // RangeQuery.hs: an update names its rows 0-(n-1); insert and delete give only the total.
  const range = mutation.kind === 'update' && affected > 0 ? `0-${affected - 1}` : '*';
  let status: number;
  if (mutation.kind === 'insert') status = mutation.upsert && Number(row?.inserted) === 0 ? 200 : 201;
  else status = body === null ? 204 : 200;
  return respond(c, {
    status,
    body,
    media: shape.media,
    contentRange: `${range}/${total}`,
    preferenceApplied: shape.applied.join(', ') || undefined,
    profile: env.profile,
    headers,
  });
}

/** The payload rows as SQL: json_populate_recordset, or per-column CASEs for `missing=default`. */
function payloadSource(table: TableInfo, keys: string[], body: string, missingDefault: boolean): string {
  const target = `public.${ident(table.name)}`;
  if (!missingDefault) {
    return `select ${keys.map(ident).join(', ')} from json_populate_recordset(null::${target}, ${body}::json)`;
  }
  // A key absent from an object takes the column's DEFAULT (read from the catalog), as PostgREST does.
  const values = keys.map((k) => {
    const fallback = table.columns.get(k)!.defaultSql ?? 'null';
    return `case when pgrst_e ? ${quoteLiteral(k)} then pgrst_r.${ident(k)} else ${fallback} end`;
  });
  return `select ${values.join(', ')}
    from jsonb_array_elements(${body}::jsonb) pgrst_e, lateral jsonb_populate_record(null::${target}, pgrst_e) pgrst_r`;
}

/** A catalog column name as a string literal (for the `?` key test); never client text. */
const quoteLiteral = (name: string) => `'${name.replace(/'/g, "''")}'`;

/** POST: insert an object or an array of objects; with Prefer resolution=…, an upsert. */
export async function insertRows(c: Context, env: RestEnv): Promise<Response> {
  const shape = writeShape(c);
  const payload = await readJson(c);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isObject)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const keys = shape.query.columns ?? Object.keys(rows[0] ?? {});
  if (!shape.query.columns) {
    const signature = [...keys].sort().join(',');
    if (rows.some((r) => Object.keys(r).sort().join(',') !== signature)) {
      throw new RestError(400, 'PGRST102', 'All object keys must match');
    }
  }
  checkColumns(env.table, keys);
  const table = `public.${ident(env.table.name)}`;
  const params = new Params();
  const body = params.add(JSON.stringify(rows));
  const missingDefault = shape.prefs.get('missing') === 'default';
  if (missingDefault) shape.applied.push('missing=default');
  // No keys at all ({} or []): every column takes its default, one row per object.
  let statement =
    keys.length === 0
      ? `insert into ${table} select from json_array_elements(${body}::json)`
      : `insert into ${table} (${keys.map(ident).join(', ')}) ${payloadSource(env.table, keys, body, missingDefault)}`;

  const resolution = shape.prefs.get('resolution');
  const upsert = resolution === 'merge-duplicates' || resolution === 'ignore-duplicates';
  if (upsert) {
    const target = shape.query.onConflict ?? env.table.primaryKey;
    checkColumns(env.table, target);
    if (target.length === 0) throw unsupported('Upsert on a table without a primary key');
    const updates = keys.filter((k) => !target.includes(k)).map((k) => `${ident(k)} = excluded.${ident(k)}`);
    statement += ` on conflict (${target.map(ident).join(', ')}) ${
      resolution === 'ignore-duplicates' || updates.length === 0
        ? 'do nothing'
        : `do update set ${updates.join(', ')}`
    }`;
    shape.applied.push(`resolution=${resolution}`);
  }
  return mutate(c, env, shape, {
    kind: 'insert',
    statement,
    params,
    upsert: resolution === 'merge-duplicates',
  });
}

/** PATCH: update the filtered rows with the body's columns. */
export async function updateRows(c: Context, env: RestEnv): Promise<Response> {
  const shape = writeShape(c);
  if (shape.query.limit !== undefined || shape.query.order.length > 0)
    throw unsupported('limit/order on PATCH');
  const payload = await readJson(c);
  if (!isObject(payload)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const keys = shape.query.columns ?? Object.keys(payload);
  checkColumns(env.table, keys);
  if (keys.length === 0) {
    // Nothing to set: answered without touching the table (no row changed).
    if (shape.media === 'object') throw notSingular(0);
    return respond(c, {
      status: shape.returns === 'representation' ? 200 : 204,
      body: shape.returns === 'representation' ? '[]' : null,
      media: shape.media,
      contentRange: '*/*',
      profile: env.profile,
    });
  }
  const table = `public.${ident(env.table.name)}`;
  const params = new Params();
  const body = params.add(JSON.stringify(payload));
  const where = whereSql(env.table, table, shape.query.conditions, params);
  const statement = `update ${table} set ${keys.map((k) => `${ident(k)} = pgrst_body.${ident(k)}`).join(', ')}
    from (select * from json_populate_record(null::${table}, ${body}::json)) pgrst_body ${where}`;
  return mutate(c, env, shape, { kind: 'update', statement, params });
}

/** DELETE: remove the filtered rows. */
export async function deleteRows(c: Context, env: RestEnv): Promise<Response> {
  const shape = writeShape(c);
  if (shape.query.limit !== undefined || shape.query.order.length > 0)
    throw unsupported('limit/order on DELETE');
  const table = `public.${ident(env.table.name)}`;
  const params = new Params();
  const statement = `delete from ${table} ${whereSql(env.table, table, shape.query.conditions, params)}`;
  return mutate(c, env, shape, { kind: 'delete', statement, params });
}
