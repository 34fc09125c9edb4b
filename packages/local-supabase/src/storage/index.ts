import { Hono, type Context } from 'hono';
import type { BackendContext } from '../context';
import type { RequestIdentity } from '../database';
import { logFailure } from '../log-failure';
import { bucketJson, bucketsVisibleTo } from './buckets';
import { storageCaller } from './caller';
import { StorageError, STORAGE_ERRORS } from './errors';
import { objectInfoJson } from './info';
import { listObjects, listOptions } from './list';
import { bucketAndKey, bucketId } from './object-key';
import { publicObject, visibleObject } from './object-row';
import { rawPathAfter } from './raw-path';
import { readJsonObject } from './read-body';
import { keysToRemove, removeObjects } from './remove';
import { serveObject } from './serve-object';
import { uploadObject } from './upload';

/** Where the routes are mounted; the raw path after it is what they parse. */
export const STORAGE_PREFIX = '/storage/v1';

/** Storage actions under /object this server does not offer (signed URLs, copy, move, resumable). */
const NOT_IMPLEMENTED_ACTIONS = new Set(['sign', 'upload', 'copy', 'move', 'list-v2', 'render']);

/** Splits `a/b/c` into the first segment and the rest ('' when there is none). */
function head(path: string): [string, string] {
  const slash = path.indexOf('/');
  return slash < 0 ? [path, ''] : [path.slice(0, slash), path.slice(slash + 1)];
}

/**
 * The Supabase Storage API subset storage-js uses for post images, mounted at /storage/v1: upload
 * (POST/PUT, x-upsert), public and authenticated download (ETag, Range, 304), info, list, remove,
 * bucket metadata. Object rows are read and written as the caller's role, so RLS on storage.objects
 * decides every call; the files live under DATA_DIR/storage.
 */
export function createStorageRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  const files = ctx.files;

  app.onError((error, c) => {
    const known = error instanceof StorageError ? error : null;
    if (!known) logFailure('storage: unexpected failure', error);
    const answer = known ?? STORAGE_ERRORS.internal();
    // A refused upload may leave most of its body unread; closing the connection stops the client
    // from sending it and from reusing a socket that still carries it.
    const unread = c.req.method === 'POST' || c.req.method === 'PUT' || c.req.method === 'DELETE';
    return c.json(answer.body(), answer.httpStatus, unread ? { Connection: 'close' } : {});
  });

  const caller = (c: Context): Promise<RequestIdentity> => storageCaller(c, ctx.config);

  async function objectRoute(c: Context, tail: string): Promise<Response> {
    const method = c.req.method;
    const [first, rest] = head(tail);
    const isRead = method === 'GET' || method === 'HEAD';
    if (isRead && first === 'public') {
      const { bucket, key } = bucketAndKey(rest);
      return serveObject(c, files, await publicObject(ctx.db, bucket, key));
    }
    if (isRead && first === 'authenticated') {
      const { bucket, key } = bucketAndKey(rest);
      return serveObject(c, files, await visibleObject(ctx.db, await caller(c), bucket, key));
    }
    if (method === 'GET' && first === 'info') {
      const [scope, scoped] = head(rest);
      if (scope === 'public') {
        const { bucket, key } = bucketAndKey(scoped);
        return c.json(objectInfoJson(await publicObject(ctx.db, bucket, key)));
      }
      const { bucket, key } = bucketAndKey(scope === 'authenticated' ? scoped : rest);
      return c.json(objectInfoJson(await visibleObject(ctx.db, await caller(c), bucket, key)));
    }
    if (method === 'POST' && first === 'list') {
      const identity = await caller(c);
      const bucket = bucketId(rest);
      const options = listOptions(await readJsonObject(c));
      return c.json(await listObjects(ctx.db, identity, bucket, options));
    }
    if (method === 'DELETE' && rest === '') {
      const identity = await caller(c);
      const bucket = bucketId(first);
      const keys = keysToRemove(await readJsonObject(c));
      return c.json(await removeObjects(ctx.db, files, identity, bucket, keys));
    }
    if (method === 'DELETE') {
      const identity = await caller(c);
      const { bucket, key } = bucketAndKey(tail);
      const removed = await removeObjects(ctx.db, files, identity, bucket, [key]);
      if (removed.length === 0) throw STORAGE_ERRORS.noSuchKey();
      return c.json({ message: 'Successfully deleted' });
    }
    if ((method === 'POST' || method === 'PUT') && NOT_IMPLEMENTED_ACTIONS.has(first)) {
      throw STORAGE_ERRORS.notImplemented(`${method} /object/${first}`);
    }
    if (method === 'POST' || method === 'PUT') {
      const identity = await caller(c);
      const { bucket, key } = bucketAndKey(tail);
      const upsert = method === 'PUT' || c.req.header('x-upsert') === 'true';
      return uploadObject(c, ctx, files, { bucket, key, identity, upsert });
    }
    if (isRead) {
      const { bucket, key } = bucketAndKey(tail);
      return serveObject(c, files, await visibleObject(ctx.db, await caller(c), bucket, key));
    }
    throw STORAGE_ERRORS.notImplemented(`${method} /object/${first}`);
  }

  async function bucketRoute(c: Context, tail: string): Promise<Response> {
    if (c.req.method !== 'GET') throw STORAGE_ERRORS.notImplemented(`${c.req.method} /bucket`);
    const identity = await caller(c);
    if (tail === '') return c.json((await bucketsVisibleTo(ctx.db, identity)).map(bucketJson));
    const [bucket] = await bucketsVisibleTo(ctx.db, identity, bucketId(tail));
    if (!bucket) throw STORAGE_ERRORS.noSuchBucket();
    return c.json(bucketJson(bucket));
  }

  app.all('*', async (c) => {
    const path = rawPathAfter(c, `${STORAGE_PREFIX}/`);
    if (path === null) throw STORAGE_ERRORS.invalidRequest('Invalid path');
    const [resource, tail] = head(path);
    if (resource === 'object') return objectRoute(c, tail);
    if (resource === 'bucket') return bucketRoute(c, tail);
    throw STORAGE_ERRORS.notImplemented(`/${resource}`);
  });
  return app;
}
