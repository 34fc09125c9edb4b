import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Hello World  ', 'hello-world'],
    ['AI Agents: The Future of E-Commerce!', 'ai-agents-the-future-of-e-commerce'],
    ['snake_case_title', 'snake-case-title'],
    ['many   spaces -- and __ underscores', 'many-spaces-and-underscores'],
    ['--leading and trailing--', 'leading-and-trailing'],
    ['Q2 2025: 12% more deals', 'q2-2025-12-more-deals'],
    ['Café déjà vu', 'caf-dj-vu'],
    ['!!!', ''],
    ['', ''],
    ['tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['already-a-slug', 'already-a-slug'],
    ['a - b', 'a-b'],
    ['_under_', 'under'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const once = slugify(text);
        expect(slugify(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('produces only lowercase letters, digits and single inner hyphens for ASCII input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), (text) => {
        expect(slugify(text)).toMatch(/^[a-z0-9]*(-[a-z0-9]+)*$/);
      }),
      { numRuns: 500 },
    );
  });

  it('never starts or ends with a hyphen and never repeats one, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const slug = slugify(text);
        expect(slug.startsWith('-')).toBe(false);
        expect(slug.endsWith('-')).toBe(false);
        expect(slug).not.toContain('--');
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the letters and digits of ASCII words in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 6 }), (words) => {
        expect(slugify(words.join(' _- '))).toBe(words.join('-'));
      }),
    );
  });
});
