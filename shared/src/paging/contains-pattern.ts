// The one `ilike` filter a list request may carry: "contains this text", as literal text.

/**
 * The embedded backend allows one like/ilike pattern per request, of at most 32 characters (UTF-16
 * units, as JavaScript counts) and 8 wildcards, counting every `*` and `%`
 * (packages/local-supabase/docs/limits.md). Hosted PostgREST has no such bound; the apps keep to it so
 * they behave the same on both.
 */
const MAX_PATTERN_LENGTH = 32;
const MAX_PATTERN_WILDCARDS = 8;

/** The longest search a list's search box should accept: the pattern's length less its two `*`. */
export const MAX_LIST_SEARCH_LENGTH = MAX_PATTERN_LENGTH - 2;

/**
 * `*text*` for PostgREST's `ilike`, where the user's text matches itself: `%`, `_` and `\` are
 * escaped with a backslash (Postgres' default LIKE escape). PostgREST turns every `*` into `%` and has
 * no escape for it, so a `*` typed by the user becomes `_` (any one character, the `*` itself
 * included). Blank text (after trimming) answers null: no filter. Longer text is cut where the
 * pattern would pass the backend's bounds (an escape takes two characters, a `%` counts as a
 * wildcard), so the request is never refused for it.
 */
export function containsPattern(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  let escaped = '';
  let wildcards = 2;
  for (const char of trimmed) {
    const piece = char === '\\' || char === '%' || char === '_' ? `\\${char}` : char === '*' ? '_' : char;
    const pieceWildcards = char === '%' ? 1 : 0;
    if (escaped.length + piece.length + 2 > MAX_PATTERN_LENGTH) break;
    if (wildcards + pieceWildcards > MAX_PATTERN_WILDCARDS) break;
    escaped += piece;
    wildcards += pieceWildcards;
  }
  return `*${escaped}*`;
}
