import { parseError } from './errors';

// Single-pass scanners for the query string. Each looks at every character once and copies text
// with one slice per piece, so the work is linear in the input whatever it contains: a regular
// expression with a lookahead over the rest of the string (the old whitespace stripper) took cubic
// time on a run of spaces before an unbalanced quote, and froze the one-threaded server.

const isSpace = (ch: string) => ch.trim() === '';

/**
 * Drops whitespace outside double quotes (PostgREST ignores it in `select`). Inside quotes a
 * backslash escapes the next character, as in `splitTopLevel`, so `"a\" b"` keeps its space.
 */
export function stripWhitespace(text: string): string {
  const kept: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '\\') i++;
    else if (ch === '"') quoted = !quoted;
    else if (!quoted && isSpace(ch)) {
      kept.push(text.slice(start, i));
      start = i + 1;
    }
  }
  kept.push(text.slice(start));
  return kept.join('');
}

/** Splits on commas at parenthesis depth 0 and outside double quotes (`\` escapes inside quotes). */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      if (--depth < 0) throw parseError('Unbalanced parentheses');
    } else if (ch === ',' && depth === 0) {
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
    if (body[i] === '\\') {
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
