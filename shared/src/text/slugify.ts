/**
 * Turns a title into a URL slug: lowercase, trim, drop everything but word characters,
 * whitespace and hyphens, collapse runs of whitespace, underscores and hyphens into one hyphen, and
 * strip hyphens from both ends. `\w` is ASCII-only here, so the result is always `[a-z0-9-]`.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The shape every slug produced by {@link slugify} has (empty input aside). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
