import type { Context } from 'hono';
import { jsonTooDeep } from '@parley/shared/json';
import { readLimited } from '@parley/shared/read-limited-body';
import { BODY_READ_TIMEOUT_MS } from '../http/body-limit';
import { parseWellFormedJson } from '../well-formed-json';
import { STORAGE_ERRORS } from './errors';

/**
 * How long an upload's body may take to arrive: Node's `requestTimeout` (5 minutes,
 * http/server-options.ts), an admin's pictures over a slow link. JSON bodies have the rest of the
 * API's `BODY_READ_TIMEOUT_MS`.
 */
export const UPLOAD_READ_TIMEOUT_MS = 5 * 60_000;

/**
 * The request body, read chunk by chunk and abandoned as soon as it passes `maxBytes` (or when
 * Content-Length already says it will), so no body is ever buffered past the cap, and given up when
 * it is not all there within `timeoutMs` (`readLimited`, as the rest of the API's bodies: Storage is
 * left out of that middleware because it reads its own).
 */
export async function readCappedBody(
  c: Context,
  maxBytes: number,
  timeoutMs = UPLOAD_READ_TIMEOUT_MS,
): Promise<Uint8Array> {
  const body = await readLimited(c.req.raw, maxBytes, timeoutMs);
  if (body === 'too_large') throw STORAGE_ERRORS.entityTooLarge();
  if (body === 'timed_out') throw STORAGE_ERRORS.requestTimeout(timeoutMs);
  return body;
}

/** Bodies of list and remove requests: small JSON. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** A JSON object body of at most 64 KB (lone surrogates read as U+FFFD); anything else is a clear 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await readCappedBody(c, MAX_JSON_BODY_BYTES, BODY_READ_TIMEOUT_MS));
  if (jsonTooDeep(text)) throw STORAGE_ERRORS.invalidRequest('The request body nests too deeply');
  let value: unknown;
  try {
    value = parseWellFormedJson(text);
  } catch {
    throw STORAGE_ERRORS.invalidRequest('The request body must be a JSON object');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw STORAGE_ERRORS.invalidRequest('The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
