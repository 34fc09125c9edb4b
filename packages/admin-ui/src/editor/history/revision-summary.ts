/** The names the database gives the fields a save changed (post_revisions.changed_fields). */
const FIELD_LABELS: Record<string, string> = {
  title: 'title',
  slug: 'slug',
  category: 'category',
  excerpt: 'excerpt',
  content: 'content',
  cover_image: 'cover image',
  published_at: 'publication',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * One line saying what the save that replaced a version changed: `Changed title and content (3 lines
 * added, 1 removed)`. `lines` are the content's line counts, null when too different to count.
 */
export function summarizeChange(
  changedFields: readonly string[],
  lines: { added: number; removed: number } | null,
): string {
  const names = changedFields.map((field) => FIELD_LABELS[field] ?? field.replaceAll('_', ' '));
  if (names.length === 0) return 'No change to the text';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  if (!changedFields.includes('content')) return `Changed ${list}`;
  const counts = lines
    ? `${plural(lines.added, 'line')} added, ${lines.removed} removed`
    : 'too many lines to count';
  return `Changed ${list} (${counts})`;
}
