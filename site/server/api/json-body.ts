import { jsonTooDeep, repeatedKeyPath } from '@parley/shared/json';
import { readLimited } from '../read-limited-body';
import { ApiError } from './errors';
import { API_MAX_BODY_BYTES, API_MAX_JSON_DEPTH } from './limits';
import { API_MESSAGES, pathText } from './messages';

/** `application/json; charset=utf-8` is JSON: the type without its parameters, lower-cased. Linear. */
const mediaType = (request: Request) =>
  (request.headers.get('Content-Type') ?? '').split(';', 1)[0]!.trim().toLowerCase();

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The request body's text, or an ApiError: not declared as JSON (415), over API_MAX_BODY_BYTES (413,
 * read no further), not all there within `timeoutMs` (408, the connection closed), or not UTF-8 (400).
 */
export async function readJsonText(request: Request, timeoutMs: number): Promise<string> {
  if (mediaType(request) !== 'application/json')
    throw new ApiError(415, 'unsupported_media_type', API_MESSAGES.unsupportedMediaType);
  const bytes = await readLimited(request, API_MAX_BODY_BYTES, timeoutMs);
  if (bytes === 'too_large') throw new ApiError(413, 'body_too_large', API_MESSAGES.tooLarge);
  if (bytes === 'timed_out')
    throw new ApiError(408, 'request_timeout', API_MESSAGES.timedOut, [], { Connection: 'close' });
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ApiError(400, 'invalid_json', API_MESSAGES.invalidJson);
  }
}

/**
 * The body's value, or an ApiError (400): empty, nested deeper than API_MAX_JSON_DEPTH, a key given
 * twice in one object, or not JSON. The checks on the text run before JSON.parse, each one linear
 * pass. What the value must be is the endpoint's schema's to say.
 */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') throw new ApiError(400, 'empty_body', API_MESSAGES.emptyBody);
  if (jsonTooDeep(text, API_MAX_JSON_DEPTH)) throw new ApiError(400, 'too_deep', API_MESSAGES.tooDeep);
  const repeated = repeatedKeyPath(text);
  if (repeated !== null) {
    const path = pathText(repeated);
    const message = API_MESSAGES.repeatedKey(path);
    throw new ApiError(400, 'repeated_key', message, [{ path, message }]);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', API_MESSAGES.invalidJson);
  }
}
