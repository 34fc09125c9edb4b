import type { ObjectRow } from './object-row';

/**
 * GET /object/info/… as the storage server answers it (storage-js `info()` camel-cases the keys):
 * `metadata` is the object's USER metadata (what the uploader sent, e.g. width and height); size,
 * type, cache control and ETag come from the system metadata.
 */
export function objectInfoJson(row: ObjectRow) {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: new Date(row.updated_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}
