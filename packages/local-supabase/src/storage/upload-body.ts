import type { Context } from 'hono';
import { jsonTooDeep } from '@parley/shared/json';
import { parseWellFormedJson } from '../well-formed-json';
import { STORAGE_ERRORS } from './errors';
import { readCappedBody } from './read-body';

/** What an upload carries besides the bytes: storage-js sends these as form fields or headers. */
export interface UploadBody {
  bytes: Uint8Array;
  /** The type the client declared (the file part's type, or Content-Type); never trusted. */
  declaredType: string;
  /** `max-age=N`, from the cacheControl field or the Cache-Control header; storage-js's default is 3600. */
  cacheControl: string;
  /** The object's user metadata (storage-js `metadata` option), a JSON object or null. */
  userMetadata: Record<string, unknown> | null;
}

/** Room for multipart boundaries and the small form fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** User metadata is a few keys (width, height); 8 KB of JSON is plenty. */
export const MAX_USER_METADATA_BYTES = 8 * 1024;
const DEFAULT_CACHE_CONTROL = 'max-age=3600';

function isDigits(value: string, maxLength: number): boolean {
  if (value.length === 0 || value.length > maxLength) return false;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return false;
  }
  return true;
}

/** `3600` (form field) or `max-age=3600` (header) → `max-age=3600`; anything else is refused. */
function cacheControlOf(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return DEFAULT_CACHE_CONTROL;
  const v = value.trim().toLowerCase();
  const seconds = v.startsWith('max-age=') ? v.slice('max-age='.length) : v;
  if (!isDigits(seconds, 10)) {
    throw STORAGE_ERRORS.invalidParameter(
      'cacheControl',
      'cacheControl must be a number of seconds (max-age=N)',
    );
  }
  return `max-age=${Number(seconds)}`;
}

function userMetadataOf(json: string | null | undefined): Record<string, unknown> | null {
  if (json === null || json === undefined || json === '') return null;
  const bad = () =>
    STORAGE_ERRORS.invalidParameter('metadata', 'metadata must be a JSON object of at most 8 KB');
  if (json.length > MAX_USER_METADATA_BYTES || jsonTooDeep(json, 8)) throw bad();
  let value: unknown;
  try {
    // Lone surrogates become U+FFFD: the jsonb column cannot hold them (a 500 otherwise).
    value = parseWellFormedJson(json);
  } catch {
    throw bad();
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw bad();
  return value as Record<string, unknown>;
}

function isBase64(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const ok =
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a) ||
      code === 0x2b || // +
      code === 0x2f || // /
      code === 0x3d; // =
    if (!ok) return false;
  }
  return true;
}

/** The x-metadata header: base64 of the metadata's JSON (Buffer would silently skip bad characters). */
function headerMetadata(header: string | undefined): string | null {
  if (header === undefined) return null;
  const value = header.trim();
  if (value.length > (MAX_USER_METADATA_BYTES * 4) / 3 + 4 || value === '' || !isBase64(value)) {
    throw STORAGE_ERRORS.invalidParameter(
      'metadata',
      'metadata must be a base64 JSON object of at most 8 KB',
    );
  }
  return Buffer.from(value, 'base64').toString('utf8');
}

/**
 * Reads an upload in either form storage-js sends: multipart/form-data (a Blob or File: fields
 * `cacheControl`, `metadata` and the file) or a raw body (an ArrayBuffer, Buffer or stream:
 * `Content-Type`, `Cache-Control: max-age=N`, `x-metadata`). The body is capped at `maxBytes`
 * (plus room for the multipart framing) while it streams in.
 */
export async function readUploadBody(c: Context, maxBytes: number): Promise<UploadBody> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return {
      bytes: await readCappedBody(c, maxBytes),
      declaredType: contentType,
      cacheControl: cacheControlOf(c.req.header('cache-control')),
      userMetadata: userMetadataOf(headerMetadata(c.req.header('x-metadata'))),
    };
  }
  const raw = await readCappedBody(c, maxBytes + MULTIPART_OVERHEAD_BYTES);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw STORAGE_ERRORS.invalidRequest('The multipart body could not be read');
  }
  let file: File | undefined;
  for (const [, value] of form.entries()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (file === undefined) throw STORAGE_ERRORS.noContent();
  if (file.size > maxBytes) throw STORAGE_ERRORS.entityTooLarge();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    declaredType: file.type,
    cacheControl: cacheControlOf(field('cacheControl')),
    userMetadata: userMetadataOf(field('metadata')),
  };
}
