import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatedKeyPath } from './repeated-keys';

describe('repeatedKeyPath', () => {
  it('finds a key repeated at the top, in a nested object and inside an array, by its path', () => {
    expect(repeatedKeyPath('{"deadline": 2, "deadline": 100}')).toEqual(['deadline']);
    expect(repeatedKeyPath('{"buyer": {"strategy": "linear", "target": 1, "strategy": "boulware"}}')).toEqual(
      ['buyer', 'strategy'],
    );
    expect(repeatedKeyPath('{"list": [{"a": 1}, {"b": 1, "b": 2}]}')).toEqual(['list', 1, 'b']);
  });

  it('compares keys decoded: an escape does not hide a repeat', () => {
    expect(repeatedKeyPath('{"a": 1, "\\u0061": 2}')).toEqual(['a']);
  });

  it('does not count the same key in sibling objects, values equal to keys, or brackets inside strings', () => {
    expect(repeatedKeyPath('{"buyer": {"target": 1}, "seller": {"target": 2}}')).toBeNull();
    expect(repeatedKeyPath('{"a": "a", "b": "a"}')).toBeNull();
    expect(repeatedKeyPath('{"k\\"{": "}\\\\", "x": ["a", "a"], "k": {"k": 1}}')).toBeNull();
    expect(repeatedKeyPath('[{"a": 1}, {"a": 1}]')).toBeNull();
  });

  it('leaves text that is no JSON to JSON.parse (never throws)', () => {
    for (const text of ['', '{', '{"a', '{"a":1,"a', '}}]]', '"\\', '{"\\x": 1, "\\x": 2}'])
      expect(() => repeatedKeyPath(text)).not.toThrow();
  });

  it('finds nothing in any text JSON.stringify writes (its keys are unique), whatever the keys hold', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        expect(repeatedKeyPath(JSON.stringify(value))).toBeNull();
      }),
    );
  });

  it('finds a repeat added to any object, whatever the other keys hold', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })), fc.string(), (object, key) => {
        const text = JSON.stringify({ ...object, [key]: 1 });
        const repeated = `${text.slice(0, -1)},${JSON.stringify(key)}:2}`;
        expect(repeatedKeyPath(repeated)).toEqual([key]);
      }),
    );
  });

  it('reads a huge body in one linear pass', () => {
    const keys = Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',');
    const started = performance.now();
    expect(repeatedKeyPath(`{${keys},"k7":0}`)).toEqual(['k7']);
    // A generous ceiling: quadratic work on 50,000 keys would take minutes.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
