import type { Context } from 'hono';
import type { RestEnv } from './rest-env';
import { RestError } from './errors';
import { parseQuery } from './query-grammar';
import { acceptedMedia, preferences } from './request-identity';
import { respond } from './respond';
import { runAs } from './run-as';
import { ident } from './schema-cache';
import { orderSql, Params, selectSql, whereSql } from './sql-builder';

/** Supabase's max_rows: a read never returns more than this many rows. */
const MAX_ROWS = 1000;

/** GET/HEAD on a table or view. */
export async function readRows(c: Context, env: RestEnv): Promise<Response> {
  const { table, identity } = env;
  const query = parseQuery(new URL(c.req.url).searchParams);
  const media = acceptedMedia(c);
  const wantsCount = /^(exact|planned|estimated)$/.test(preferences(c).get('count') ?? '');
  const params = new Params();
  const source = ident(table.name);
  const where = whereSql(table, source, query.conditions, params);
  const limit = Math.min(query.limit ?? MAX_ROWS, MAX_ROWS);
  const sql = `
    with pgrst_source as (
      select ${selectSql(table, source, query.select)} from public.${source} ${where}
      ${orderSql(table, source, query.order)} limit ${limit} offset ${query.offset}
    )
    select ${wantsCount ? `(select count(*) from public.${source} ${where})::int` : 'null::int'} as total,
           count(_t)::int as page_total,
           coalesce(json_agg(_t), '[]')::text as body
    from (select * from pgrst_source) _t`;

  const result = await runAs(env.db, c, identity, true, async (tx) => {
    const { rows } = await tx.query<{ total: number | null; page_total: number; body: string }>(
      sql,
      params.values,
    );
    const row = rows[0]!;
    if (media === 'object' && row.page_total !== 1) {
      throw new RestError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${row.page_total} rows`,
      );
    }
    return row;
  });

  const { total, page_total: count } = result;
  if (total !== null && query.offset > 0 && query.offset >= total && total > 0) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${query.offset} was requested, but there are only ${total} rows.`,
    );
  }
  const range = count === 0 ? '*' : `${query.offset}-${query.offset + count - 1}`;
  const status = total !== null && count < total ? 206 : 200;
  const body = media === 'object' ? JSON.stringify(JSON.parse(result.body)[0]) : result.body;
  return respond(c, {
    status,
    body: c.req.method === 'HEAD' ? null : body,
    media,
    contentRange: `${range}/${total ?? '*'}`,
    preferenceApplied: wantsCount ? `count=${preferences(c).get('count')}` : undefined,
    profile: env.profile,
  });
}
