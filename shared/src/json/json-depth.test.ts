import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonTooDeep } from './json-depth';

/** The nesting depth of a parsed value, measured iteratively (the reference for the text scan). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

describe('jsonTooDeep', () => {
  it('agrees with the depth of the parsed value, whatever the strings hold', () => {
    // Strings full of brackets, quotes and backslashes are where a naive count goes wrong.
    const tricky = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a', '\u0000') });
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        tricky,
        fc.integer(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(tricky, tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, fc.integer({ min: 0, max: 8 }), (value, limit) => {
        const text = JSON.stringify(value);
        expect(jsonTooDeep(text, limit)).toBe(depthOf(JSON.parse(text)) > limit);
      }),
      { numRuns: 500 },
    );
  });

  it('counts the limit as allowed and one more as too deep', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(`{"a":${'{"b":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}}`)).toBe(true);
  });

  it('ignores brackets in strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ s: '['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ s: '\\"'.repeat(100) + '['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(`["\\\\"${',['.repeat(3)}]]]]`, 3)).toBe(true);
  });

  it('scans a huge flat or hostile text in linear time', () => {
    const started = performance.now();
    jsonTooDeep('"'.repeat(1_000_000));
    jsonTooDeep('\\'.repeat(1_000_000));
    jsonTooDeep(']['.repeat(500_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
