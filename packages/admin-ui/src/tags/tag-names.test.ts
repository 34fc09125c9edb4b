import { describe, expect, it } from 'vitest';
import { TAG_MESSAGES } from './tag-messages';
import { sameTagNames, tagNames, tagNamesProblem } from './tag-names';

describe('tagNames', () => {
  it('trims, drops blanks and keeps the first spelling of each slug', () => {
    expect(tagNames([' AI agents ', '', '   ', 'ai_agents', 'Pricing', 'AI Agents'])).toEqual([
      'AI agents',
      'Pricing',
    ]);
  });

  it('counts names of other alphabets by their Latin spelling, as the database does (public.tag_slug)', () => {
    expect(
      tagNames([
        'Переговоры',
        'ПЕРЕГОВОРЫ',
        ' peregovory',
        'Διαπραγμάτευση',
        'ΔΙΑΠΡΑΓΜΆΤΕΥΣΗ',
        'Café',
        'cafe',
      ]),
    ).toEqual(['Переговоры', 'Διαπραγμάτευση', 'Café']);
  });
});

describe('sameTagNames', () => {
  it('is true for the same tags in any order or spelling, false for one added, removed or changed', () => {
    expect(sameTagNames(['Pricing', 'AI agents'], ['ai_agents', ' Pricing', ''])).toBe(true);
    expect(sameTagNames([], [])).toBe(true);
    expect(sameTagNames(['Pricing'], [])).toBe(false);
    expect(sameTagNames([], ['Pricing'])).toBe(false);
    expect(sameTagNames(['Pricing', 'Pricing'], ['Pricing', 'Deals'])).toBe(false);
    expect(sameTagNames(['Pricing'], ['Pricings'])).toBe(false);
  });
});

describe('tagNamesProblem', () => {
  it('refuses what the database refuses: over 40 characters, no letter or digit, more than 10', () => {
    expect(tagNamesProblem(['x'.repeat(40)])).toBeNull();
    expect(tagNamesProblem(['x'.repeat(41)])).toBe(TAG_MESSAGES.tooLong);
    expect(tagNamesProblem(['!!!'])).toBe(TAG_MESSAGES.noLetter);
    expect(tagNamesProblem(['   '])).toBe(TAG_MESSAGES.noLetter);
    expect(tagNamesProblem(Array.from({ length: 10 }, (_, i) => `t${i}`))).toBeNull();
    expect(tagNamesProblem(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe(TAG_MESSAGES.tooMany);
  });
});

describe('tagNamesProblem in other alphabets', () => {
  it('accepts Cyrillic, Greek and accented names', () => {
    expect(tagNamesProblem(['переговоры', 'διαπραγμάτευση', 'Verhandlung-Ä', 'щ'.repeat(40)])).toBeNull();
  });

  it('accepts names in every script, and counts them as the database does: one tag for the forms of a name', () => {
    expect(
      tagNamesProblem(['交渉', '日本', 'مفاوضات', 'משא ומתן', 'ไทย', 'हिन्दी', 'AI交渉', 'AI 交渉']),
    ).toBeNull();
    expect(tagNames(['交渉', 'AI 交渉', '交渉 ai', '交\ufe00渉', 'ｺｳｼｮｳ', 'コウショウ', '交涉'])).toEqual([
      '交渉',
      'AI 交渉',
      'ｺｳｼｮｳ',
      '交涉',
    ]);
    expect(sameTagNames(['交渉'], ['交涉'])).toBe(false);
    expect(sameTagNames(['AI 交渉'], ['交渉 AI'])).toBe(true);
  });

  it('refuses a word joining Latin letters to a lookalike script, and says so; a name with no letter at all', () => {
    for (const name of ['Gօօgle', 'ᎪBC', 'AIتفاوض', 'G\u0301օ'])
      expect(tagNamesProblem([name]), name).toBe(TAG_MESSAGES.mixedScripts);
    expect(tagNamesProblem(['ok', '!!!'])).toBe(TAG_MESSAGES.noLetter);
    // A letter no slug keeps (an old Cyrillic letter with no spelling, an IPA letter).
    expect(tagNamesProblem(['ꙮ'])).toBe(TAG_MESSAGES.noAddress);
  });

  it('refuses control and invisible characters, as the database does', () => {
    for (const name of [
      'Pricing\u200b',
      '\u200bPricing',
      'Pri\u202ecing',
      'Pri\u2066cing',
      '\ufeffPricing',
      'a\u0007b',
      'a\u00adb',
    ])
      expect(tagNamesProblem([name]), JSON.stringify(name)).toBe(TAG_MESSAGES.invisible);
  });

  it('refuses 10,000 characters as too long, in linear time', () => {
    expect(tagNamesProblem(['я'.repeat(10_000)])).toBe(TAG_MESSAGES.tooLong);
  });
});
