import type { Context } from 'hono';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../json-depth';
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
 * `Content-Type: application/json`; any other
 * type is refused before the body is read, with PostgREST's answer (400 PGRST102 "Content-Type not
 * acceptable: <type>"). This matters for more than fidelity: `text/plain`, a form type or no type
 * at all make a "simple" request that any web page may send to 127.0.0.1 without a CORS preflight,
 * so parsing such a body as JSON would let a foreign page write as anon. (PostgREST would read a
 * missing type as JSON; this server is stricter, since no client of it omits the header.)
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
  // an empty body carries nothing a foreign page could smuggle in.
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
