import { expect, test } from 'vitest';
import { parseWellFormedJson } from './well-formed-json';

const FFFD = '\ufffd';

test('lone surrogates in values and keys, at any depth, become U+FFFD', () => {
  const text = String.raw`{"a":"x\ud800y","\udc00":1,"n":{"l":["\udbff",{"k\ud800":"\udfff"}]}}`;
  expect(parseWellFormedJson(text)).toEqual({
    a: `x${FFFD}y`,
    [FFFD]: 1,
    n: { l: [FFFD, { [`k${FFFD}`]: FFFD }] },
  });
});

test('pairs stay pairs; reversed and doubled halves are each replaced', () => {
  const value = parseWellFormedJson(String.raw`["\ud83d\ude00","\ude00\ud83d","\ud800\ud800"]`);
  expect(value).toEqual(['😀', `${FFFD}${FFFD}`, `${FFFD}${FFFD}`]);
});

test('keys that become equal keep the later value; __proto__ stays an own key', () => {
  const value = parseWellFormedJson(String.raw`{"\ud800":1,"\udc00":2,"__proto__":{"x":"\ud800"}}`) as Record<
    string,
    unknown
  >;
  expect(value[FFFD]).toBe(2);
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ x: FFFD });
  expect(({} as Record<string, unknown>).x).toBeUndefined();
});

test('text without surrogate escapes parses as JSON.parse does, errors included', () => {
  const text = String.raw`{"a":[1,true,null,"\u00e9\\ud800"]}`;
  expect(parseWellFormedJson(text)).toEqual(JSON.parse(text));
  expect(() => parseWellFormedJson('{"a":')).toThrow(SyntaxError);
  expect(() => parseWellFormedJson(String.raw`{"a":"\ud800"`)).toThrow(SyntaxError);
});
