import { parseError } from './errors';

// Single-pass scanners for the query string. Each looks at every character once and copies text
// with one slice per piece, so the work is linear in the input whatever it contains: a regular
// expression with a lookahead over the rest of the string (the old whitespace stripper) took cubic
// time on a run of spaces before an unbalanced quote, and froze the one-threaded server.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = 0x28;
const CLOSE = 0x29;
const COMMA = 0x2c;

/** The characters of JavaScript's `\s` (what String.prototype.trim removes). */
export function isSpaceCode(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Drops whitespace outside double quotes (PostgREST ignores it in `select`). Inside quotes a
 * backslash escapes the next character, as in `splitTopLevel`, so `"a\" b"` keeps its space.
 */
export function stripWhitespace(text: string): string {
  const kept: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (quoted && code === BACKSLASH) i++;
    else if (code === QUOTE) quoted = !quoted;
    else if (!quoted && isSpaceCode(code)) {
      kept.push(text.slice(start, i));
      start = i + 1;
    }
  }
  kept.push(text.slice(start));
  return kept.join('');
}

/**
 * Splits on commas at parenthesis depth 0 and outside double quotes (`\` escapes inside quotes).
 * More than `maxParts` pieces is a parse error raised as soon as the next piece starts, so a list
 * of 100,000 commas costs no more than one of `maxParts`.
 */
export function splitTopLevel(text: string, maxParts: number, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (quoted) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) quoted = false;
    } else if (code === QUOTE) quoted = true;
    else if (code === OPEN) depth++;
    else if (code === CLOSE) {
      if (--depth < 0) throw parseError('Unbalanced parentheses');
    } else if (code === COMMA && depth === 0) {
      if (parts.length + 1 >= maxParts)
        throw parseError(`failed to parse ${what}`, `more than ${maxParts} items`);
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || quoted) throw parseError('Unbalanced parentheses or quotes');
  parts.push(text.slice(start));
  return parts;
}

/** `"…"` → its content with `\x` → `x`; anything else as it is. */
export function unquote(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text;
  const body = text.slice(1, -1);
  if (!body.includes('\\')) return body;
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    if (body.charCodeAt(i) === BACKSLASH) {
      pieces.push(body.slice(start, i));
      start = ++i; // the escaped character is kept, the backslash dropped
    }
  }
  pieces.push(body.slice(start));
  return pieces.join('');
}

/** Counts occurrences of one character. */
export function countOf(text: string, ch: string): number {
  let n = 0;
  for (let i = text.indexOf(ch); i !== -1; i = text.indexOf(ch, i + 1)) n++;
  return n;
}
