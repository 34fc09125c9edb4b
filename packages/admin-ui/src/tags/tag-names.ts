import { MAX_TAG_NAME_LENGTH, MAX_TAG_SLUG_LENGTH, MAX_TAGS_PER_POST } from '@parley/shared/posts';
import { hasInvisibleCharacters, latinSlug } from '@parley/shared/text';
import { TAG_MESSAGES } from './tag-messages';

/** A tag's slug, as the database makes it (public.tag_slug: spelled in Latin letters, 60 at most). */
const tagSlug = (name: string) => latinSlug(name, MAX_TAG_SLUG_LENGTH);

/** A letter or a digit of any script: a name with one but no slug is in a script with no spelling. */
const ANY_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The names a post's tags are saved as: trimmed, one per slug (the first spelling, as the database
 * keeps it, public.set_post_tags), blanks dropped.
 */
export function tagNames(typed: readonly string[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of typed) {
    const name = raw.trim();
    const slug = tagSlug(name);
    if (name === '' || seen.has(slug)) continue;
    seen.add(slug);
    names.push(name);
  }
  return names;
}

/** Whether two lists name the same tags (one per slug, in any order): what a save would not change. */
export function sameTagNames(a: readonly string[], b: readonly string[]): boolean {
  const slugs = (names: readonly string[]) => tagNames(names).map(tagSlug).sort();
  const [left, right] = [slugs(a), slugs(b)];
  return left.length === right.length && left.every((slug, index) => slug === right[index]);
}

/** What is wrong with these names (the database's rules, set_post_tags), or null. */
export function tagNamesProblem(names: readonly string[]): string | null {
  if (names.some((name) => [...name].length > MAX_TAG_NAME_LENGTH)) return TAG_MESSAGES.tooLong;
  if (names.some(hasInvisibleCharacters)) return TAG_MESSAGES.invisible;
  const unspelled = names.find((name) => tagSlug(name) === '');
  if (unspelled !== undefined)
    return ANY_LETTER_OR_DIGIT.test(unspelled) ? TAG_MESSAGES.noLatinSpelling : TAG_MESSAGES.noLetter;
  if (names.length > MAX_TAGS_PER_POST) return TAG_MESSAGES.tooMany;
  return null;
}
