import { logFailure } from '../log-failure';

// Errors in Supabase Storage's shape, which storage-js turns into StorageApiError (message, status,
// statusCode). As the storage server does, the body's `statusCode` names the real condition ('404',
// '409', '413', '415'…) while the HTTP status is 400 for every client error and 500 for a server
// fault: storage-js and the apps read `statusCode`/`error`, never the HTTP status alone.

export class StorageError extends Error {
  constructor(
    /** The condition, as a string: '400', '403', '404', '408', '409', '413', '415', '416', '500'. */
    readonly statusCode: string,
    /** Storage's machine code (InvalidKey, NoSuchKey, AccessDenied, …). */
    readonly code: string,
    /** Storage's older error name, kept in `error` (Duplicate, not_found, Unauthorized, …). */
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  get httpStatus(): 400 | 500 {
    return this.statusCode === '500' ? 500 : 400;
  }

  body() {
    return { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message };
  }
}

export const STORAGE_ERRORS = {
  noSuchBucket: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (key: string) =>
    new StorageError('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${shown(key)}`),
  invalidBucketName: () =>
    new StorageError('400', 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  duplicate: () => new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError('400', 'InvalidJWT', 'InvalidJWT', message),
  entityTooLarge: () =>
    new StorageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  requestTimeout: (timeoutMs: number) =>
    new StorageError(
      '408',
      'RequestTimeout',
      'Request timeout',
      `The request body did not arrive within ${timeoutMs / 1000} seconds`,
    ),
  invalidMimeType: (type: string, detail?: string) =>
    new StorageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${shown(type)} is not supported${detail ? `: ${detail}` : ''}`,
    ),
  nameDoesNotMatchContent: (type: string, extensions: readonly string[], extension: string) =>
    new StorageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      `the content is a ${type} file, so its name must end in ${extensions.map((e) => `.${e}`).join(' or ')} (not ${extension === '' ? 'no extension' : `.${shown(extension)}`})`,
    ),
  noContent: () => new StorageError('400', 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  invalidParameter: (name: string, why?: string) =>
    new StorageError('400', 'InvalidParameter', 'InvalidParameter', why ?? `Invalid Parameter ${name}`),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'InvalidRequest', message),
  invalidRange: () => new StorageError('416', 'InvalidRange', 'invalid_range', 'invalid range provided'),
  notImplemented: (what: string) =>
    new StorageError(
      '400',
      'NotSupported',
      'NotSupported',
      `${what} is not supported by Parley's embedded backend; run \`supabase start\` for the full Storage API`,
    ),
  internal: () => new StorageError('500', 'InternalError', 'Internal', 'Internal server error'),
} as const;

/** Echoed input stays short and printable, so an error message cannot carry a payload back. */
function shown(value: string): string {
  let out = '';
  for (const ch of value.slice(0, 200)) {
    const code = ch.charCodeAt(0);
    out += code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, '0')}` : ch;
  }
  return value.length > 200 ? `${out}…` : out;
}

interface PgErrorLike {
  code?: string;
  message?: string;
}

/** What a database refusal means to a Storage client. */
export function fromPgError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const pg = (error ?? {}) as PgErrorLike;
  if (pg.code === '42501') return STORAGE_ERRORS.accessDenied(pg.message);
  if (pg.code === '23505') return STORAGE_ERRORS.duplicate();
  if (pg.code === '23503') return STORAGE_ERRORS.noSuchBucket();
  logFailure('storage: database error', error);
  return STORAGE_ERRORS.internal();
}
