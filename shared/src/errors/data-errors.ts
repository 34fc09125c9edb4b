import type { PostgrestError } from '@supabase/supabase-js';

/** The record asked for does not exist, or this user may not see it. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/**
 * Whether `error` is a NotFoundError, including one that came from the server's query cache: the
 * page's state reaches the browser as JSON, where an error is a plain object keeping only its own
 * `name` (site/src/lib/query/query-state.ts), and `instanceof` alone would read an unknown author as
 * a failed load, so the hydrated page would differ from the server's (React error 418).
 */
export function isNotFoundError(error: unknown): boolean {
  if (error instanceof NotFoundError) return true;
  return (
    typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotFoundError'
  );
}

/** Another post already uses this slug (PostgREST 23505 on the slug's unique constraint). */
export class SlugTakenError extends Error {
  override name = 'SlugTakenError';
  constructor(readonly slug: string) {
    super(`The slug "${slug}" is already used by another post.`);
  }
}

/** The post's fields break the editor's rules; `issues` maps each field to its message. */
export class InvalidPostError extends Error {
  override name = 'InvalidPostError';
  constructor(readonly issues: Record<string, string>) {
    super(`Invalid blog post: ${Object.values(issues).join('; ')}`);
  }
}

/** An error from the data API, keeping PostgREST's code for callers that branch on it. */
export class DataError extends Error {
  override name = 'DataError';
  readonly code: string | undefined;
  constructor(action: string, cause: Pick<PostgrestError, 'message'> & Partial<PostgrestError>) {
    super(`${action}: ${cause.message || 'unknown error'}`, { cause });
    this.code = cause.code;
  }
}

export function isUniqueSlugViolation(error: Partial<PostgrestError>): boolean {
  return error.code === '23505' && /slug/i.test(`${error.message ?? ''} ${error.details ?? ''}`);
}

/** A row with this id is already stored (PostgREST 23505 on the primary key). */
export function isUniqueIdViolation(error: Partial<PostgrestError>): boolean {
  return error.code === '23505' && /_pkey"|Key \(id\)=/.test(`${error.message ?? ''} ${error.details ?? ''}`);
}
