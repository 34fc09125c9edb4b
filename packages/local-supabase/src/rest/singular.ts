import { RestError } from './errors';

/** Accept: application/vnd.pgrst.object+json with a row count other than one: PostgREST's 406. */
export const notSingular = (count: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${count} rows`,
  );

/**
 * The only element of a json_agg array, as Postgres wrote it: re-serialising through JSON.parse
 * would turn big integers into floats, so the text is cut instead (`[` … `]`, whitespace trimmed).
 */
export function firstElement(jsonArray: string): string {
  return jsonArray.trim().slice(1, -1).trim();
}
