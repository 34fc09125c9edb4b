import { MAX_TAG_NAME_LENGTH, MAX_TAGS_PER_POST } from '@parley/shared/posts';
import { hasInvisibleCharacters, mixesLookalikeScripts, tagIdentity } from '@parley/shared/text';
import { TAG_MESSAGES } from './tag-messages';

/**
 * What makes names one tag, as the database's slug does (public.tag_slug: the Latin spelling, and
 * the letters with none; the slug before its hash). '' when there is no slug.
 */
const tagKey = tagIdentity;

/** A letter or a digit of any script: a name with one but no slug has only letters no slug keeps. */
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
    const key = tagKey(name);
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/** Whether two lists name the same tags (one per slug, in any order): what a save would not change. */
export function sameTagNames(a: readonly string[], b: readonly string[]): boolean {
  const slugs = (names: readonly string[]) => tagNames(names).map(tagKey).sort();
  const [left, right] = [slugs(a), slugs(b)];
  return left.length === right.length && left.every((slug, index) => slug === right[index]);
}

/** What is wrong with these names (the database's rules, set_post_tags), or null. */
export function tagNamesProblem(names: readonly string[]): string | null {
  if (names.some((name) => [...name].length > MAX_TAG_NAME_LENGTH)) return TAG_MESSAGES.tooLong;
  if (names.some(hasInvisibleCharacters)) return TAG_MESSAGES.invisible;
  if (names.some(mixesLookalikeScripts)) return TAG_MESSAGES.mixedScripts;
  const unaddressable = names.find((name) => tagKey(name) === '');
  if (unaddressable !== undefined)
    return ANY_LETTER_OR_DIGIT.test(unaddressable) ? TAG_MESSAGES.noAddress : TAG_MESSAGES.noLetter;
  if (names.length > MAX_TAGS_PER_POST) return TAG_MESSAGES.tooMany;
  return null;
}
