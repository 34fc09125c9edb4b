import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPattern, MAX_LIST_SEARCH_LENGTH } from './contains-pattern';

describe('containsPattern', () => {
  it('wraps the text in * wildcards', () => {
    expect(containsPattern('acme')).toBe('*acme*');
  });

  it('answers null (no filter) for blank, null and undefined text', () => {
    expect([
      containsPattern(''),
      containsPattern('   '),
      containsPattern(null),
      containsPattern(undefined),
    ]).toEqual([null, null, null, null]);
  });

  it('escapes %, _ and \\ so they match themselves, and turns * into a one-character wildcard', () => {
    expect(containsPattern('50%_off\\now')).toBe('*50\\%\\_off\\\\now*');
    expect(containsPattern('a*b')).toBe('*a_b*');
  });

  it('keeps a search of MAX_LIST_SEARCH_LENGTH plain characters whole', () => {
    const text = 'x'.repeat(MAX_LIST_SEARCH_LENGTH);
    expect(containsPattern(text)).toBe(`*${text}*`);
  });

  it('never passes the backend bounds (32 characters, 8 wildcards), whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '%', '_', '\\', '*', 'é', '😀'), maxLength: 200 }),
        (text) => {
          const pattern = containsPattern(text);
          if (pattern === null) return;
          expect(pattern.length).toBeLessThanOrEqual(32);
          expect([...pattern].filter((c) => c === '*' || c === '%').length).toBeLessThanOrEqual(8);
        },
      ),
    );
  });

  it('cuts a 10 KB search instead of sending it', () => {
    expect(containsPattern('a'.repeat(10_240))).toBe(`*${'a'.repeat(30)}*`);
  });
});
