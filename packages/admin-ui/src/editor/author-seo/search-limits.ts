/**
 * What search results show before cutting (Google's desktop results, in characters, roughly: they cut
 * by pixel width). The editor counts against these; the database's bounds (FIELD_LIMITS.metaTitle,
 * metaDescription) are higher, so a longer text is allowed, only warned about.
 */
export const SEARCH_SHOWN = { title: 60, description: 160 } as const;

/** `text` cut where a search result would cut it, with an ellipsis. */
export function cutForSearch(text: string, shown: number): string {
  const characters = Array.from(text);
  return characters.length <= shown
    ? text
    : `${characters
        .slice(0, shown - 1)
        .join('')
        .trimEnd()}…`;
}

/** Characters as people count them (code points; an emoji is one). */
export const characterCount = (text: string) => Array.from(text).length;
