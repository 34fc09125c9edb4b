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
    expect(tagNamesProblem(['日本'])).toBe(TAG_MESSAGES.noLetter);
    expect(tagNamesProblem(Array.from({ length: 10 }, (_, i) => `t${i}`))).toBeNull();
    expect(tagNamesProblem(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe(TAG_MESSAGES.tooMany);
  });
});
