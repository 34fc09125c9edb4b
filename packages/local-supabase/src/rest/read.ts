import type { Context } from 'hono';
import type { RestEnv } from './rest-env';
import { RestError } from './errors';
import { firstElement, notSingular } from './singular';
import { parseQuery } from './query-grammar';
import { preferences } from './preferences';
import { acceptedMedia } from './request-identity';
import { respond } from './respond';
import { runAs } from './run-as';
import { ident } from './schema-cache';
import { orderSql, Params, selectSql, whereSql } from './sql-builder';

/** GET/HEAD on a table or view. */
export async function readRows(c: Context, env: RestEnv): Promise<Response> {
  const { table, identity } = env;
  const query = parseQuery(new URL(c.req.url).searchParams);
  const media = acceptedMedia(c);
  // Every count mode is answered exactly (a valid answer to planned and estimated too).
  const countMode = preferences(c).get('count');
  const wantsCount = countMode !== undefined;
  const params = new Params();
  const source = ident(table.name);
  const where = whereSql(table, source, query.conditions, params);
  // `[api] max_rows` in config.toml: a read never returns more rows, whatever `limit=` asks.
  const limit = Math.min(query.limit ?? env.maxRows, env.maxRows);
  const sql = `
    select ${wantsCount ? `(select count(*) from public.${source} ${where})` : 'null'} as total,
           count(_t) as page_total,
           coalesce(json_agg(_t), '[]')::text as body
    from (
      select ${selectSql(table, source, query.select)} from public.${source} ${where}
      ${orderSql(table, source, query.order)} limit ${limit} offset ${query.offset}
    ) _t`;

  const { rows } = await runAs(env.db, c, identity, {
    readOnly: true,
    sql,
    params: params.values,
    check: ({ rows: [row] }) => {
      if (media === 'object' && Number(row!.page_total) !== 1) throw notSingular(Number(row!.page_total));
    },
  });
  const row = rows[0]!;
  const total = row.total === null ? null : Number(row.total);
  const count = Number(row.page_total);
  // RangeQuery.hs rangeStatus: 416 only past the end; 206 when the page is not everything.
  if (total !== null && query.offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${query.offset} was requested, but there are only ${total} rows.`,
    );
  }
  const range = count === 0 ? '*' : `${query.offset}-${query.offset + count - 1}`;
  const status = total !== null && count < total ? 206 : 200;
  const body = media === 'object' ? firstElement(row.body ?? '[]') : (row.body ?? '[]');
  return respond(c, {
    status,
    body: c.req.method === 'HEAD' ? null : body,
    media,
    contentRange: `${range}/${total ?? '*'}`,
    preferenceApplied: wantsCount ? `count=${countMode}` : undefined,
    profile: env.profile,
  });
}
