import { Hono, type Context } from 'hono';
import type { BackendContext } from '../context';
import { logFailure } from '../log-failure';
import { RestError } from './errors';
import { forgetPreparedStatements } from './pipeline';
import { readRows } from './read';
import { checkProfile, identify } from './request-identity';
import { callFunction } from './rpc';
import { loadSchemaCache, type SchemaCache } from './schema-cache';
import { deleteRows, insertRows, updateRows } from './write';

const caches = new WeakMap<BackendContext, Promise<SchemaCache>>();

/** The schema cache, loaded once (after migrations) and reloadable, like PostgREST's. */
export function schemaCache(ctx: BackendContext): Promise<SchemaCache> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = loadSchemaCache(ctx.db)));
  return cache;
}

/** Reads the catalog again (after DDL, e.g. in tests): PostgREST's `NOTIFY pgrst, 'reload schema'`. */
export async function reloadSchemaCache(ctx: BackendContext): Promise<SchemaCache> {
  caches.delete(ctx);
  await forgetPreparedStatements(ctx.db);
  return schemaCache(ctx);
}

function errorResponse(c: Context, error: RestError): Response {
  return c.json(error.body(), error.status as 400, {
    ...error.headers,
    'Proxy-Status': `PostgREST; error=${error.code}`,
  });
}

/** PostgREST-compatible routes, mounted at /rest/v1. */
export function createRestRoutes(ctx: BackendContext): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof RestError) return errorResponse(c, error);
    logFailure('rest: unexpected failure', error);
    return c.json({ code: 'XX000', details: null, hint: null, message: 'Unexpected server error' }, 500);
  });

  app.all('/rpc/:fn', async (c) => {
    if (!['GET', 'HEAD', 'POST'].includes(c.req.method)) {
      throw new RestError(405, 'PGRST101', `Cannot use the ${c.req.method} method on RPC`);
    }
    const profile = checkProfile(c);
    const identity = await identify(c, ctx.config);
    return callFunction(c, c.req.param('fn'), {
      db: ctx.db,
      cache: await schemaCache(ctx),
      identity,
      profile,
    });
  });

  app.all('/:table', async (c) => {
    const profile = checkProfile(c);
    const identity = await identify(c, ctx.config);
    const cache = await schemaCache(ctx);
    const name = c.req.param('table');
    const table = cache.tables.get(name);
    if (!table)
      throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
    const env = { db: ctx.db, cache, table, identity, profile, maxRows: ctx.config.maxRows };
    switch (c.req.method) {
      case 'GET':
      case 'HEAD':
        return readRows(c, env);
      case 'POST':
        return insertRows(c, env);
      case 'PATCH':
        return updateRows(c, env);
      case 'DELETE':
        return deleteRows(c, env);
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`);
    }
  });

  app.all('*', () => {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  });
  return app;
}
