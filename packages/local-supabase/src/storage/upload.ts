import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { imageDimensions, IMAGE_NAME_EXTENSIONS } from '@parley/shared/images';
import { asRole, type RequestIdentity } from '../database';
import type { BackendContext } from '../context';
import { findBucket, type BucketRow } from './buckets';
import { ownerOf } from './caller';
import { fromPgError, STORAGE_ERRORS } from './errors';
import type { FileStore } from './file-store';
import { readUploadBody, type UploadBody } from './upload-body';

const INSERT = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)`;
const UPSERT = `${INSERT} on conflict (bucket_id, name) do update set
  owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
  user_metadata = excluded.user_metadata, version = excluded.version, last_accessed_at = now()`;

/** Thrown inside a transaction to roll it back on purpose (the permission test). */
const ROLLBACK = Symbol('rollback');

/** The base type of a Content-Type value: `image/png; charset=x` → `image/png`. */
const baseType = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/** The extension of a key's file name, lower-cased; '' for none (`a/b.PNG` → `png`, `a/.png` → ''). */
function extensionOf(key: string): string {
  const file = key.slice(key.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return dot <= 0 ? '' : file.slice(dot + 1).toLowerCase();
}

/**
 * The type the object is stored and served as: sniffed from the bytes. With allowed_mime_types
 * (post-images), the content must be one of them whatever was declared (a PNG declared
 * image/svg+xml is stored as image/png, an SVG declared image/png is refused), and the key's
 * extension must name that type: a PNG named .jpg (or .html) is refused, so that a name never
 * says another type than the one served (a download saved under it, a link's reader).
 */
function contentTypeOf(bucket: BucketRow, key: string, body: UploadBody): string {
  const image = imageDimensions(body.bytes);
  const sniffed = image?.type;
  const declared = baseType(body.declaredType) || 'application/octet-stream';
  const allowed = bucket.allowed_mime_types;
  if (allowed === null || allowed.length === 0) return sniffed ?? declared;
  if (image !== null && allowed.includes(image.type)) {
    const extensions = IMAGE_NAME_EXTENSIONS[image.type];
    const extension = extensionOf(key);
    if (!extensions.includes(extension)) {
      throw STORAGE_ERRORS.nameDoesNotMatchContent(image.type, extensions, extension);
    }
    return image.type;
  }
  if (!allowed.includes(declared)) throw STORAGE_ERRORS.invalidMimeType(declared);
  throw STORAGE_ERRORS.invalidMimeType(declared, `the content is not a ${declared} file`);
}

async function writeRow(
  ctx: BackendContext,
  identity: RequestIdentity,
  upsert: boolean,
  params: unknown[],
  afterInsert: () => Promise<void>,
): Promise<string> {
  try {
    return await asRole(ctx.db, identity, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(`${upsert ? UPSERT : INSERT} returning id`, params);
      await afterInsert();
      return rows[0]!.id;
    });
  } catch (error) {
    if (error === ROLLBACK) return '';
    throw fromPgError(error);
  }
}

/**
 * POST/PUT /object/{bucket}/{key}. The caller's right to write is tested first (the row insert, as
 * their role, rolled back) so nobody can make the server read 10 MB it will refuse; then the body
 * is read under the bucket's cap, its type sniffed and checked, and the row written as the caller's
 * role. The file is renamed into place inside that transaction, after the row passed RLS: a refusal
 * at any step leaves neither a row nor a file.
 */
export async function uploadObject(
  c: Context,
  ctx: BackendContext,
  store: FileStore,
  target: { bucket: string; key: string; identity: RequestIdentity; upsert: boolean },
): Promise<Response> {
  const { bucket: bucketId, key, identity, upsert } = target;
  const bucket = await findBucket(ctx.db, bucketId);
  const owner = ownerOf(identity);
  const rowParams = (metadata: unknown, userMetadata: unknown, version: string) => [
    bucketId,
    key,
    owner,
    owner,
    JSON.stringify(metadata),
    userMetadata === null ? null : JSON.stringify(userMetadata),
    version,
  ];
  await writeRow(ctx, identity, upsert, rowParams({}, null, 'permission-test'), () =>
    Promise.reject(ROLLBACK),
  );

  // The largest upload this server reads into memory is `[storage] file_size_limit` in config.toml
  // (config.maxUploadBytes), whatever a bucket allows; a bucket's own limit lowers it (post-images: 10 MB).
  const serverCap = ctx.config.maxUploadBytes;
  const cap = Math.min(bucket.file_size_limit ?? serverCap, serverCap);
  const body = await readUploadBody(c, cap);
  if (body.bytes.length === 0) throw STORAGE_ERRORS.noContent();
  if (body.bytes.length > cap) throw STORAGE_ERRORS.entityTooLarge();
  const mimetype = contentTypeOf(bucket, key, body);
  const now = new Date().toISOString();
  const metadata = {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.length,
    mimetype,
    cacheControl: body.cacheControl,
    lastModified: now,
    contentLength: body.bytes.length,
    httpStatusCode: 200,
  };
  const temp = await store.stage(body.bytes);
  try {
    const id = await writeRow(
      ctx,
      identity,
      upsert,
      rowParams(metadata, body.userMetadata, randomUUID()),
      () => store.commit(temp, bucketId, key),
    );
    return c.json({ Id: id, Key: `${bucketId}/${key}` }, 200);
  } finally {
    await store.discard(temp);
  }
}
