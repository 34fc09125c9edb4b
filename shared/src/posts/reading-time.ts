/**
 * A post's reading time (docs/product-rules.md#reading-aids): its words (runs of non-space
 * characters, counted by the database into `word_count` whenever the content changes) at 230 a
 * minute, rounded up, at least one minute.
 */
export const WORDS_PER_MINUTE = 230;

/** Whole minutes to read `wordCount` words: at least 1. */
export function readingMinutes(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 1;
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

/** "4 min read". */
export function readingTimeLabel(wordCount: number): string {
  return `${readingMinutes(wordCount)} min read`;
}
