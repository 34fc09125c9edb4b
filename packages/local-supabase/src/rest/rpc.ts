import type { Context } from 'hono';
import { readJson } from './json-body';
import { RestError, unsupported } from './errors';
import { preferences } from './preferences';
import { firstElement, notSingular } from './singular';
import { respond } from './respond';
import { acceptedMedia, type RequestIdentity } from './request-identity';
import { runAs } from './run-as';
import { ident, type FunctionInfo, type SchemaCache } from './schema-cache';
import { Params } from './sql-builder';
import type { PGlite } from '@electric-sql/pglite';

interface RpcEnv {
  db: PGlite;
  cache: SchemaCache;
  identity: RequestIdentity;
  profile: boolean;
}

/** The overload whose named arguments match the given keys exactly (defaults may be omitted). */
function resolve(cache: SchemaCache, name: string, keys: string[]): FunctionInfo {
  const candidates = cache.functions.get(name) ?? [];
  const match = candidates.find(
    (fn) =>
      keys.every((k) => fn.args.some((a) => a.name === k)) &&
      fn.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (!match) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${keys.join(', ') || 'none'}, but no matches were found in the schema cache.`,
    );
  }
  return match;
}

/** A JSON argument as the text Postgres casts to the parameter's type (what json_to_record would do). */
function argumentText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) {
    const items = value.map((v) =>
      v === null
        ? 'NULL'
        : `"${String(typeof v === 'object' ? JSON.stringify(v) : v).replace(/["\\]/g, '\\$&')}"`,
    );
    return `{${items.join(',')}}`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Query parameters that would shape an RPC result: not implemented here, so refused, not ignored. */
function refuseResultShaping(params: URLSearchParams, readOnly: boolean): URLSearchParams {
  const args = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === 'select' && value.trim() === '*') continue;
    if (!readOnly || /^(not\.)?(select|order|limit|offset|and|or|columns|on_conflict)$/.test(key)) {
      throw unsupported(`Filtering or shaping a function result ("${key}")`);
    }
    args.append(key, value);
  }
  return args;
}

/** POST /rpc/fn (named arguments from the JSON object) and GET /rpc/fn (from the query string). */
export async function callFunction(c: Context, name: string, env: RpcEnv): Promise<Response> {
  const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
  // No preference shapes a call here; read for handling=strict, which refuses unknown ones.
  preferences(c);
  const query = refuseResultShaping(new URL(c.req.url).searchParams, readOnly);
  let args: Record<string, unknown>;
  if (readOnly) {
    args = Object.fromEntries(query);
  } else {
    // The same reader as table writes: JSON only (another type is refused before anything is
    // called) and no nesting deep enough to overflow the stack.
    const body = (await readJson(c, { emptyWithoutType: true })) ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw unsupported('A non-object RPC body');
    args = body as Record<string, unknown>;
  }
  const fn = resolve(env.cache, name, Object.keys(args));
  const params = new Params();
  const named = Object.entries(args).map(([key, value]) => {
    const type = fn.args.find((a) => a.name === key)!.type;
    return `${ident(key)} := ${params.add(argumentText(value, type))}::${type}`;
  });
  const call = `public.${ident(fn.name)}(${named.join(', ')})`;
  const sql = fn.returnsVoid
    ? `select 0 as page_total, null::text as body from ${call} _v`
    : fn.returnsSet
      ? `select count(*) as page_total, coalesce(json_agg(_t), '[]')::text as body from ${call} _t`
      : fn.returnsComposite
        ? `select 1 as page_total, to_json(_t)::text as body from ${call} _t`
        : `select 1 as page_total, to_json(${call})::text as body`;
  const media = acceptedMedia(c);
  const singular = media === 'object' && fn.returnsSet;
  const { rows } = await runAs(env.db, c, env.identity, {
    readOnly,
    sql,
    params: params.values,
    // Only a singular call has something to check before COMMIT (without, a write commits in one round trip).
    check: singular
      ? ({ rows: [row] }) => {
          if (Number(row!.page_total) !== 1) throw notSingular(Number(row!.page_total));
        }
      : undefined,
  });
  if (fn.returnsVoid) return respond(c, { status: 204, body: null, media: 'json', profile: env.profile });
  const count = Number(rows[0]!.page_total);
  const body = rows[0]!.body ?? 'null';
  return respond(c, {
    status: 200,
    body: c.req.method === 'HEAD' ? null : singular ? firstElement(body) : body,
    media,
    contentRange: `${count === 0 ? '*' : `0-${count - 1}`}/*`,
    profile: env.profile,
  });
}
