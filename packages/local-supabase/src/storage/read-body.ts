import type { Context } from 'hono';
import { jsonTooDeep } from '@parley/shared/json';
import { parseWellFormedJson } from '../well-formed-json';
import { STORAGE_ERRORS } from './errors';

/**
 * The request body, read chunk by chunk and abandoned as soon as it passes `maxBytes` (or when
 * Content-Length already says it will), so no body is ever buffered past the cap.
 */
export async function readCappedBody(c: Context, maxBytes: number): Promise<Uint8Array> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) throw STORAGE_ERRORS.entityTooLarge();
  const body = c.req.raw.body;
  if (body === null) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw STORAGE_ERRORS.entityTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Bodies of list and remove requests: small JSON. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** A JSON object body of at most 64 KB (lone surrogates read as U+FFFD); anything else is a clear 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await readCappedBody(c, MAX_JSON_BODY_BYTES));
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
