import { latinSlug } from './latin-slug';

// Tag slugs in every script (docs/product-rules.md#tags, migration 20251204120000). The database
// makes a tag's slug (public.tag_slug); this is the same rule for the editor and the tests, and
// supabase/tests/tag-slugs.test.ts compares the two on every character of the blocks below. Change
// both together: the SQL holds these ranges literally.
//
// A name's letters with a Latin spelling are spelled (latinSlug). A name that also holds letters of a
// script with no Latin spelling (Chinese, Japanese, Korean, Arabic, Hebrew, Thai, Devanagari...)
// gets that spelling (or "tag") and ten hex digits of the SHA-256 of what identifies it:
// "交渉" → `tag-28e1f6c39f`, "AI 交渉" → `ai-…`. Addresses stay [a-z0-9-]: every page, feed, sitemap
// entry, redirect and cache key handles them as before.

/** The longest tag slug (the table's check). */
export const TAG_SLUG_LENGTH = 60;
/** Hex digits of the SHA-256 in a slug: 40 bits, so two names meet by chance past a million tags. */
const TAG_HASH_DIGITS = 10;
/** A hashed slug: its spelled part, a hyphen, the digits. */
const TAG_SPELLED_PART_LENGTH = TAG_SLUG_LENGTH - 1 - TAG_HASH_DIGITS;

/**
 * Scripts with no Latin spelling that a tag keeps as written (their NFKC form): Armenian, Hebrew,
 * Arabic and Syriac, the Indic scripts, Thai, Lao, Tibetan, Myanmar, Georgian, Ethiopic, Cherokee,
 * Canadian syllabics, Khmer, Mongolian, Glagolitic, Coptic, Tifinagh, Yi, Lisu, Vai, Bamum, the
 * historic scripts of planes 1 and 2, and the CJK ones in {@link CJK}. Symbols (arrows, emoji,
 * musical notes) and punctuation are not letters and stay out, as the Hangul fillers (ㅤ) do.
 */
const OTHER_SCRIPTS =
  '\\u0530-\\u058f\\u0590-\\u08ff\\u0900-\\u0dff\\u0e00-\\u0fff\\u1000-\\u10ff\\u1200-\\u167f\\u1681-\\u169c' +
  '\\u16a0-\\u1aaf\\u1b00-\\u1cff\\u2c00-\\u2c5f\\u2c80-\\u2cff\\u2d00-\\u2ddf\\ua000-\\ua62b\\ua6a0-\\ua6ff' +
  '\\ua800-\\ua95f\\ua980-\\uab2f\\uab70-\\uabff\\ufb1d-\\ufdff\\ufe70-\\ufefe\\u{10000}-\\u{1bcff}' +
  '\\u{1d800}-\\u{1daaf}\\u{1e000}-\\u{1e02f}\\u{1e090}-\\u{1efff}';
/**
 * Chinese, Japanese and Korean letters (Han, kana, bopomofo, Hangul; the iteration marks 々〆〇):
 * scripts with no Latin lookalikes, so a word may hold them beside Latin letters ("AI交渉").
 */
const CJK =
  '\\u1100-\\u115e\\u1161-\\u11ff\\u2e80-\\u2fdf\\u3005-\\u3007\\u3021-\\u3029\\u3031-\\u3035\\u303b\\u303c' +
  '\\u3041-\\u309f\\u30a1-\\u30fa\\u30fc-\\u3163\\u3165-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\ua960-\\ua97f\\uac00-\\ud7ff\\uf900-\\ufaff' +
  '\\uff66-\\uff9f\\uffa1-\\uffdc\\u{20000}-\\u{3ffff}';
/**
 * Latin, Greek and Cyrillic letters (spelled in Latin by latinSlug, or dropped as it drops IPA and
 * old letters), and the marks on them.
 */
const SPELLED_LETTERS =
  'A-Za-z\\u00aa\\u00b5\\u00ba\\u00c0-\\u052f\\u1d00-\\u1fff\\u2c60-\\u2c7f\\ua640-\\ua69f\\ua720-\\ua7ff\\uab30-\\uab6f';
/**
 * Characters that show as nothing or as a variant of the one before (variation selectors, tag
 * characters, Hangul fillers, Khmer's invisible vowels, format signs of Arabic, Syriac, Egyptian,
 * music...): left out of what identifies a name, so a name with them is the tag of the name without.
 * (Zero-width spaces, joiners and direction marks are refused outright: invisible-characters.ts.)
 */
const IGNORED =
  '\\u00ad\\u034f\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890\\u0891\\u08e2\\u115f\\u1160\\u17b4\\u17b5' +
  '\\u180b-\\u180f\\u3164\\ufe00-\\ufe0f\\uffa0\\u{110bd}\\u{110cd}\\u{13430}-\\u{1343f}\\u{1bca0}-\\u{1bca3}' +
  '\\u{1d173}-\\u{1d17a}\\u{e0000}-\\u{e0fff}';

// Single character classes, and one alternation of two classes each: every pass is linear. The
// classes are ranges of code points; combining marks among them are meant (no-misleading-character-class).
/* eslint-disable no-misleading-character-class */
const IGNORED_CHARACTERS = new RegExp(`[${IGNORED}]`, 'gu');
const NOT_UNSPELLED = new RegExp(`[^${OTHER_SCRIPTS}${CJK}]+`, 'gu');
const MIXED_WORD = new RegExp(
  `[${SPELLED_LETTERS}][${OTHER_SCRIPTS}]|[${OTHER_SCRIPTS}][${SPELLED_LETTERS}]`,
  'u',
);
/* eslint-enable no-misleading-character-class */

/**
 * The letters of a name that have no Latin spelling, as written (NFKC, so "ｶﾞ" is "ガ"), invisible
 * variants left out, each run of other characters one space: '' for a name spelled whole in Latin.
 */
export function unspelledLetters(name: string): string {
  return name.normalize('NFKC').replace(IGNORED_CHARACTERS, '').replace(NOT_UNSPELLED, ' ').trim();
}

/**
 * Whether a word of the name joins Latin, Greek or Cyrillic letters to letters of another script
 * with lookalikes ("Gօօgle" with Armenian "օ"): such a tag would look like another. Chinese, Japanese
 * and Korean may join them ("AI交渉").
 */
export function mixesLookalikeScripts(name: string): boolean {
  return MIXED_WORD.test(name.normalize('NFKC').replace(IGNORED_CHARACTERS, ''));
}

/**
 * What makes two names one tag, without the hash (the editor counts a post's tags with it): the
 * Latin spelling and the letters with none. Names of equal identity have equal slugs; '' for a name
 * with no slug (no letter or digit a slug keeps).
 */
export function tagIdentity(name: string): string {
  const [spelled, unspelled] = [latinSlug(name, TAG_SLUG_LENGTH), unspelledLetters(name)];
  return spelled === '' && unspelled === '' ? '' : `${spelled} ${unspelled}`;
}

/** A tag's slug as public.tag_slug makes it ('' when the name has no letter or digit it can spell). */
export async function tagSlug(name: string): Promise<string> {
  const spelled = latinSlug(name, TAG_SLUG_LENGTH);
  const unspelled = unspelledLetters(name);
  if (unspelled === '') return spelled;
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${spelled} ${unspelled}`),
  );
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const prefix = spelled.slice(0, TAG_SPELLED_PART_LENGTH).replace(/-$/, '') || 'tag';
  return `${prefix}-${hex.slice(0, TAG_HASH_DIGITS)}`;
}
