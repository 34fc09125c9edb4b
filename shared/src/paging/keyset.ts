// Keyset ("seek") paging: the next page starts after the last row seen, not at an offset, so rows
// saved meanwhile never shift a page (nothing skipped or repeated) and a deep page costs what the first
// does.

/**
 * A value for a PostgREST logic tree (`or=(...)`, `and(...)`), double-quoted with `"` and `\`
 * escaped: a timestamp's "+", ":" and "." (or any comma or parenthesis) stay part of the value.
 * supabase-js then URL-encodes the whole filter, so "+" never reaches the server as a space.
 */
export function quoteFilterValue(value: string | number): string {
  return `"${String(value).replace(/["\\]/g, '\\$&')}"`;
}

/**
 * The PostgREST `or` filter for the rows after `last` in the order (`column`, `tieColumn`), both
 * `direction`: a later `column`, or the same `column` and a later `tieColumn` (the tie-breaker, unique).
 * Pass the values as the API answered them (a timestamp's string, not a Date: that would cut its
 * microseconds and repeat or skip rows).
 */
export function keysetAfter(
  column: string,
  tieColumn: string,
  last: { value: string | number; tie: string | number },
  direction: 'asc' | 'desc',
): string {
  const op = direction === 'asc' ? 'gt' : 'lt';
  const value = quoteFilterValue(last.value);
  return `${column}.${op}.${value},and(${column}.eq.${value},${tieColumn}.${op}.${quoteFilterValue(last.tie)})`;
}
