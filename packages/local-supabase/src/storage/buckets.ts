import type { PGlite } from '@electric-sql/pglite';
import { asRole, type RequestIdentity } from '../database';
import { fromPgError, STORAGE_ERRORS } from './errors';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
  type: string;
}

const COLUMNS = `id, name, owner, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at, type`;

/**
 * A bucket's settings read by the server itself (as the storage server does before an upload or a
 * public read): its limits apply whoever asks, and whether the caller may see the bucket row is not
 * what decides an upload (the objects' policies do).
 */
export async function findBucket(db: PGlite, id: string): Promise<BucketRow> {
  const { rows } = await db.query<BucketRow>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
  return rows[0];
}

/** Buckets the caller may see (RLS on storage.buckets), for GET /bucket and GET /bucket/{id}. */
export async function bucketsVisibleTo(
  db: PGlite,
  identity: RequestIdentity,
  id?: string,
): Promise<BucketRow[]> {
  try {
    return await asRole(db, identity, async (tx) => {
      const where = id === undefined ? '' : 'where id = $1';
      const { rows } = await tx.query<BucketRow>(
        `select ${COLUMNS} from storage.buckets ${where} order by name`,
        id === undefined ? [] : [id],
      );
      return rows;
    });
  } catch (error) {
    throw fromPgError(error);
  }
}

/** A bucket as the Storage API returns it. */
export function bucketJson(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    file_size_limit: row.file_size_limit,
    allowed_mime_types: row.allowed_mime_types,
    type: row.type,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
