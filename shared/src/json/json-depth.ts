/**
 * How deeply a request body's JSON may nest. JSON.parse itself copes with thousands of levels, but
 * what comes after does not: JSON.stringify (re-serialising a value for Postgres) and Postgres's
 * own json parser recurse once per level and overflow the stack, which surfaces as a 500. No form
 * of this app nests user data more than a few levels, so 64 leaves ample room for real payloads.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether the JSON text nests objects/arrays deeper than `limit`. One linear pass over the text,
 * run BEFORE JSON.parse so a hostile body costs no parse at all: brackets inside strings do not
 * count (a string starts and ends at an unescaped `"`, and `\` skips the next character). The text
 * need not be valid JSON: invalid text is JSON.parse's to refuse; this only answers about depth.
 */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}
