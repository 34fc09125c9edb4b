import type { PGlite } from '@electric-sql/pglite';
import { asRole, type RequestIdentity } from '../database';
import { fromPgError, STORAGE_ERRORS } from './errors';
import type { FileStore } from './file-store';
import { MAX_REMOVE_KEYS } from './limits';
import { validKey } from './object-key';

/** DELETE /object/{bucket}'s body: `{ prefixes: [key, …] }`, 1 to 1000 valid keys. */
export function keysToRemove(body: Record<string, unknown>): string[] {
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > MAX_REMOVE_KEYS) {
    throw STORAGE_ERRORS.invalidParameter(
      'prefixes',
      `prefixes must be an array of 1 to ${MAX_REMOVE_KEYS} object names`,
    );
  }
  return prefixes.map((key) => {
    if (typeof key !== 'string')
      throw STORAGE_ERRORS.invalidParameter('prefixes', 'every prefix must be a string');
    // Keys come from JSON, not a URL: they are checked as given, with no percent-decoding.
    return validKey(key);
  });
}

/**
 * Deletes the objects the caller's role may delete (RLS on storage.objects; others are silently
 * skipped, as on Supabase) and answers the deleted rows. Files follow their rows once committed.
 */
export async function removeObjects(
  db: PGlite,
  store: FileStore,
  identity: RequestIdentity,
  bucket: string,
  keys: string[],
) {
  let rows: Record<string, unknown>[];
  try {
    rows = await asRole(db, identity, async (tx) => {
      const result = await tx.query<Record<string, unknown>>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, name, bucket_id, owner, created_at, updated_at, last_accessed_at, metadata, version`,
        [bucket, keys],
      );
      return result.rows;
    });
  } catch (error) {
    throw fromPgError(error);
  }
  await Promise.all(rows.map((row) => store.remove(bucket, row.name as string)));
  return rows;
}
