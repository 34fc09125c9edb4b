import type { Context } from 'hono';
import { MAX_JSON_DEPTH, jsonTooDeep } from '@parley/shared/json';
import { RestError } from './errors';

/**
 * The body's media type, lower-cased and without parameters (`application/json; charset=utf-8` is
 * JSON). Linear: a split on the first `;` and a trim.
 */
function bodyMediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * The JSON payload of a write (tables, and POST /rpc). supabase-js always sends
 * `Content-Type: application/json`; any other type is refused before the body is read, with
 * PostgREST's answer to a type it does not take (400 PGRST102 "Content-Type not acceptable:
 * <type>"). The reason is that a body has one reading: PostgREST parses a form or CSV body as such
 * (and text/plain only for a function with one text argument), which this server does not
 * implement, so it refuses those types rather than read them as JSON and answer differently.
 * (PostgREST would read a missing type as JSON; this server is stricter, since no client of it
 * omits the header.) It is not what keeps other web pages out: CORS allows every origin, as on
 * Supabase, so any page may send application/json with the public anon key after its preflight.
 * What anon can do is what RLS and grants allow (in Parley: insert leads, read what is published).
 * A body nested deeper than MAX_JSON_DEPTH is refused as invalid before parsing: serialising it
 * again for Postgres would overflow the stack.
 * A key repeated in one object keeps its last value (JSON.parse), as in PostgREST, whose Postgres
 * reads the raw body with json_to_record; callers re-serialise the parsed value, so Postgres never
 * sees the repeated key and every check runs on the value that is stored.
 */
export async function readJson(
  c: Context,
  { emptyWithoutType = false }: { emptyWithoutType?: boolean } = {},
): Promise<unknown> {
  const media = bodyMediaType(c);
  // A function without arguments may be called with no body at all (PostgREST's own clients do):
  // an empty body has no format to misread.
  if (emptyWithoutType && media === '' && (await c.req.text()).trim() === '') return undefined;
  if (media !== 'application/json') {
    throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${media || '(none)'}`);
  }
  const text = await c.req.text();
  if (jsonTooDeep(text)) {
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    );
  }
  try {
    return text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}
