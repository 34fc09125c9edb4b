const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const COMMA = 0x2c; // ,
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** An object or array being read: the keys seen so far (objects) and where the reader is in it. */
interface Frame {
  keys: Set<string> | null;
  /** The current key (objects) or index (arrays): one step of the path. */
  at: string | number;
  /** Objects only: whether the next string is a key (after `{` or `,`) rather than a value. */
  expectKey: boolean;
}

/**
 * The path of the first key that appears twice in one object of the JSON text (e.g.
 * `['buyer', 'strategy']`), or null. JSON.parse keeps the last of two equal keys without a word, so
 * `{"deadline": 2, "deadline": 100}` would be read as one value while a reviewer (or a proxy, a
 * log, another parser that keeps the first) reads the other: a public API refuses it instead.
 * Keys are compared decoded (`"\u0061"` is `"a"`). One linear pass run BEFORE JSON.parse, like
 * `jsonTooDeep`; the text need not be valid JSON (refusing invalid text is JSON.parse's job), this
 * only answers about repeated keys.
 */
export function repeatedKeyPath(text: string): (string | number)[] | null {
  const frames: Frame[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      let end = i + 1;
      while (end < text.length) {
        const inner = text.charCodeAt(end);
        if (inner === BACKSLASH) end += 2;
        else if (inner === QUOTE) break;
        else end += 1;
      }
      const frame = frames.at(-1);
      if (frame?.keys && frame.expectKey) {
        const key = decodeKey(text.slice(i, end + 1));
        if (key === undefined) return null; // not JSON: JSON.parse says so
        if (frame.keys.has(key)) return [...frames.slice(0, -1).map((f) => f.at), key];
        frame.keys.add(key);
        frame.at = key;
        frame.expectKey = false;
      }
      i = end;
    } else if (code === OPEN_OBJECT) {
      frames.push({ keys: new Set(), at: '', expectKey: true });
    } else if (code === OPEN_ARRAY) {
      frames.push({ keys: null, at: 0, expectKey: false });
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      frames.pop();
    } else if (code === COMMA) {
      const frame = frames.at(-1);
      if (frame?.keys) frame.expectKey = true;
      else if (frame) frame.at = (frame.at as number) + 1;
    }
  }
  return null;
}

/** A key's text as JSON reads it (escapes decoded), or undefined when it is no JSON string. */
function decodeKey(quoted: string): string | undefined {
  try {
    const key: unknown = JSON.parse(quoted);
    return typeof key === 'string' ? key : undefined;
  } catch {
    return undefined;
  }
}
