import type { PGlite } from '@electric-sql/pglite';
import { asRole, type RequestIdentity } from '../database';
import { fromPgError, STORAGE_ERRORS } from './errors';
import { MAX_LIST_LIMIT } from './limits';

export interface ListOptions {
  /** The folder listed: '' for the root, `a/b` for the objects directly under `a/b/`. */
  folder: string;
  limit: number;
  offset: number;
  column: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  order: 'asc' | 'desc';
  /** Entries whose name (at this level) starts with this, case-insensitively. */
  search: string;
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);
const MAX_SEARCH_LENGTH = 256;

function integer(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw STORAGE_ERRORS.invalidParameter(name, `${name} must be an integer from 0 to ${max}`);
  }
  return value;
}

/** POST /object/list/{bucket}'s body as storage-js sends it: prefix, limit, offset, sortBy, search. */
export function listOptions(body: Record<string, unknown>): ListOptions {
  const prefix = body.prefix ?? '';
  if (typeof prefix !== 'string' || prefix.length > 1024) {
    throw STORAGE_ERRORS.invalidParameter('prefix', 'prefix must be a string of at most 1024 characters');
  }
  const search = body.search ?? '';
  if (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH) {
    throw STORAGE_ERRORS.invalidParameter(
      'search',
      `search must be a string of at most ${MAX_SEARCH_LENGTH} characters`,
    );
  }
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  if (typeof sortBy !== 'object' || sortBy === null || Array.isArray(sortBy)) {
    throw STORAGE_ERRORS.invalidParameter('sortBy');
  }
  const column = sortBy.column ?? 'name';
  const order = typeof sortBy.order === 'string' ? sortBy.order.toLowerCase() : (sortBy.order ?? 'asc');
  if (typeof column !== 'string' || !SORT_COLUMNS.has(column)) {
    throw STORAGE_ERRORS.invalidParameter(
      'sortBy.column',
      'sortBy.column must be name, created_at, updated_at or last_accessed_at',
    );
  }
  if (order !== 'asc' && order !== 'desc') {
    throw STORAGE_ERRORS.invalidParameter('sortBy.order', 'sortBy.order must be asc or desc');
  }
  // storage-js strips slashes at both ends; so does this, and repeated slashes are one.
  const folder = prefix
    .split('/')
    .filter((part) => part !== '')
    .join('/');
  return {
    folder,
    limit: integer(body.limit, 'limit', 100, MAX_LIST_LIMIT) || 100,
    offset: integer(body.offset, 'offset', 0, Number.MAX_SAFE_INTEGER),
    column: column as ListOptions['column'],
    order,
    search,
  };
}

/**
 * One folder level of a bucket, as the storage server's `storage.search()` answers it: sub-folders
 * as entries with only a name (id and dates null), then the objects directly in the folder, sorted
 * and paged together. Runs as the caller's role: RLS on storage.objects decides what is listed.
 */
export async function listObjects(
  db: PGlite,
  identity: RequestIdentity,
  bucket: string,
  options: ListOptions,
) {
  const levelPrefix = options.folder === '' ? '' : `${options.folder}/`;
  // The column and direction come from the allow-lists above, never from the request text itself.
  const sql = `with level as (
      select substr(name, length($2) + 1) as rest, id, created_at, updated_at, last_accessed_at, metadata,
             user_metadata
      from storage.objects where bucket_id = $1 and starts_with(name, $2)
    ), entries as (
      select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as created_at,
             null::timestamptz as updated_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
             null::jsonb as user_metadata
        from level where position('/' in rest) > 0 group by 1
      union all
      select rest, id, created_at, updated_at, last_accessed_at, metadata, user_metadata from level where position('/' in rest) = 0
    )
    select * from entries where starts_with(lower(name), lower($3))
    order by ${options.column} ${options.order} nulls last, name ${options.order}
    limit $4 offset $5`;
  try {
    return await asRole(db, identity, async (tx) => {
      const { rows } = await tx.query<Record<string, unknown>>(sql, [
        bucket,
        levelPrefix,
        options.search,
        options.limit,
        options.offset,
      ]);
      return rows.map((row) => ({
        name: row.name,
        id: row.id,
        updated_at: row.updated_at === null ? null : new Date(row.updated_at as string).toISOString(),
        created_at: row.created_at === null ? null : new Date(row.created_at as string).toISOString(),
        last_accessed_at:
          row.last_accessed_at === null ? null : new Date(row.last_accessed_at as string).toISOString(),
        metadata: row.metadata,
        // Not in the storage server's answer (there, info() has it): one list then gives every
        // picture's width and height without a request per object.
        user_metadata: row.user_metadata,
      }));
    });
  } catch (error) {
    throw fromPgError(error);
  }
}
