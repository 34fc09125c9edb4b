import type { PGlite } from '@electric-sql/pglite';
import { asRole, type RequestIdentity } from '../database';
import { fromPgError, STORAGE_ERRORS } from './errors';

/** An object's row as the serving and info routes need it. */
export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  created_at: string;
  updated_at: string;
  metadata: { eTag?: string; size?: number; mimetype?: string; cacheControl?: string } | null;
  user_metadata: Record<string, unknown> | null;
}

const SELECT = `select id, name, bucket_id, version, created_at, updated_at, metadata, user_metadata
  from storage.objects where bucket_id = $1 and name = $2`;

/**
 * An object of a public bucket, read by the server itself: a public bucket's objects are readable
 * by URL with no key (as on Supabase, where `<img src>` sends no header). A private bucket or a
 * missing object is the same "Object not found".
 */
export async function publicObject(db: PGlite, bucket: string, key: string): Promise<ObjectRow> {
  const { rows } = await db.query<ObjectRow>(
    `${SELECT} and exists (select 1 from storage.buckets b where b.id = $1 and b.public)`,
    [bucket, key],
  );
  if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
  return rows[0];
}

/** An object as the caller may see it: RLS on storage.objects decides. */
export async function visibleObject(
  db: PGlite,
  identity: RequestIdentity,
  bucket: string,
  key: string,
): Promise<ObjectRow> {
  let rows: ObjectRow[];
  try {
    rows = await asRole(db, identity, async (tx) => (await tx.query<ObjectRow>(SELECT, [bucket, key])).rows);
  } catch (error) {
    throw fromPgError(error);
  }
  if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
  return rows[0];
}
