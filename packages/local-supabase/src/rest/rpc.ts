import type { Context } from 'hono';
import { RestError, unsupported } from './errors';
import { respond } from './respond';
import type { RequestIdentity } from './request-identity';
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

/** POST /rpc/fn (named arguments from the JSON object) and GET /rpc/fn (from the query string). */
export async function callFunction(c: Context, name: string, env: RpcEnv): Promise<Response> {
  const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
  let args: Record<string, unknown>;
  if (readOnly) {
    args = Object.fromEntries(new URL(c.req.url).searchParams);
  } else {
    const text = await c.req.text();
    try {
      args = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    if (typeof args !== 'object' || args === null || Array.isArray(args))
      throw unsupported('A non-object RPC body');
  }
  const fn = resolve(env.cache, name, Object.keys(args));
  const params = new Params();
  const named = Object.entries(args).map(([key, value]) => {
    const type = fn.args.find((a) => a.name === key)!.type;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${ident(key)} := ${params.add(text)}::${type}`;
  });
  const call = `public.${ident(fn.name)}(${named.join(', ')})`;
  const sql = fn.returnsVoid
    ? `select ${call}, null::text as body`
    : fn.returnsSet
      ? `select coalesce(json_agg(_t), '[]')::text as body from ${call} _t`
      : fn.returnsComposite
        ? `select to_json(_t)::text as body from ${call} _t`
        : `select to_json(${call})::text as body`;
  const body = await runAs(env.db, c, env.identity, readOnly, async (tx) => {
    const { rows } = await tx.query<{ body: string | null }>(sql, params.values);
    return rows[0]?.body ?? 'null';
  });
  if (fn.returnsVoid) return respond(c, { status: 204, body: null, media: 'json', profile: env.profile });
  return respond(c, {
    status: 200,
    body: readOnly && c.req.method === 'HEAD' ? null : body,
    media: 'json',
    profile: env.profile,
  });
}
