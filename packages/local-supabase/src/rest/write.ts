import type { Context } from 'hono';
import { RestError, unsupported } from './errors';
import { parseQuery, type ParsedQuery } from './query-grammar';
import { acceptedMedia, preferences } from './request-identity';
import { respond } from './respond';
import type { RestEnv } from './rest-env';
import { runAs } from './run-as';
import { ident, type TableInfo } from './schema-cache';
import { Params, selectSql, whereSql } from './sql-builder';

type JsonObject = Record<string, unknown>;

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

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
  representation: boolean;
  media: ReturnType<typeof acceptedMedia>;
  countWanted: boolean;
  applied: string[];
}

function writeShape(c: Context): WriteShape {
  const prefs = preferences(c);
  const query = parseQuery(new URL(c.req.url).searchParams);
  const ret = prefs.get('return') ?? 'minimal';
  if (!['minimal', 'representation', 'headers-only'].includes(ret))
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict');
  const applied: string[] = [];
  if (prefs.has('return')) applied.push(`return=${ret}`);
  const countWanted = /^(exact|planned|estimated)$/.test(prefs.get('count') ?? '');
  if (countWanted) applied.push(`count=${prefs.get('count')}`);
  return { query, representation: ret === 'representation', media: acceptedMedia(c), countWanted, applied };
}

/** Runs a mutation, returning representation rows through a CTE when asked, and answers. */
async function mutate(
  c: Context,
  env: RestEnv,
  shape: WriteShape,
  statement: string,
  params: Params,
  success: { withBody: number; without: number },
): Promise<Response> {
  const { table } = env;
  const result = await runAs(env.db, c, env.identity, false, async (tx) => {
    if (!shape.representation) {
      // No RETURNING: an insert-only policy (leads) must work without read access.
      const { affectedRows } = await tx.query(statement, params.values);
      if (shape.media === 'object' && affectedRows !== 1) throw notSingular(affectedRows ?? 0);
      return { count: affectedRows ?? 0, body: null as string | null };
    }
    const { rows } = await tx.query<{ count: number; body: string }>(
      `with pgrst_source as (${statement} returning public.${ident(table.name)}.*)
       select count(_t)::int as count, coalesce(json_agg(_t), '[]')::text as body
       from (select ${selectSql(table, 'pgrst_source', shape.query.select)} from pgrst_source) _t`,
      params.values,
    );
    const row = rows[0]!;
    if (shape.media === 'object' && row.count !== 1) throw notSingular(row.count);
    return row;
  });
  const body =
    result.body === null
      ? null
      : shape.media === 'object'
        ? JSON.stringify(JSON.parse(result.body)[0])
        : result.body;
  return respond(c, {
    status: body === null ? success.without : success.withBody,
    body,
    media: shape.media,
    contentRange: `*/${shape.countWanted ? result.count : '*'}`,
    preferenceApplied: shape.applied.join(', ') || undefined,
    profile: env.profile,
  });
}

const notSingular = (count: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${count} rows`,
  );

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
  if (keys.length === 0) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const table = `public.${ident(env.table.name)}`;
  const params = new Params();
  const body = params.add(JSON.stringify(rows));
  const cols = keys.map(ident).join(', ');
  let statement = `insert into ${table} (${cols}) select ${cols} from json_populate_recordset(null::${table}, ${body}::json)`;

  const resolution = preferences(c).get('resolution');
  if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
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
  return mutate(c, env, shape, statement, params, { withBody: 201, without: 201 });
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
    return respond(c, {
      status: 204,
      body: null,
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
  return mutate(c, env, shape, statement, params, { withBody: 200, without: 204 });
}

/** DELETE: remove the filtered rows. */
export async function deleteRows(c: Context, env: RestEnv): Promise<Response> {
  const shape = writeShape(c);
  if (shape.query.limit !== undefined || shape.query.order.length > 0)
    throw unsupported('limit/order on DELETE');
  const table = `public.${ident(env.table.name)}`;
  const params = new Params();
  const statement = `delete from ${table} ${whereSql(env.table, table, shape.query.conditions, params)}`;
  return mutate(c, env, shape, statement, params, { withBody: 200, without: 204 });
}
