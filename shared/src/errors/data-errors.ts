import type { PostgrestError } from '@supabase/supabase-js';

/** The record asked for does not exist, or this user may not see it. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
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
