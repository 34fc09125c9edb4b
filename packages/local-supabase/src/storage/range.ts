/** The byte range to send: a whole file, a part (206), or unsatisfiable (416). */
export type RangeAnswer =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

function digits(value: string): number | null {
  if (value.length === 0 || value.length > 15) return null;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return null;
  }
  return Number(value);
}

/**
 * One `bytes=` range of RFC 9110 (`a-b`, `a-`, `-n`) against a file of `size` bytes. A header this
 * server does not act on (another unit, several ranges, malformed) is ignored and the whole file is
 * sent, as the RFC allows; a well-formed range entirely past the end is 416.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'full' };
  const value = header.trim();
  if (!value.toLowerCase().startsWith('bytes=') || value.includes(',')) return { kind: 'full' };
  const spec = value.slice('bytes='.length).trim();
  const dash = spec.indexOf('-');
  if (dash < 0) return { kind: 'full' };
  const first = spec.slice(0, dash).trim();
  const last = spec.slice(dash + 1).trim();
  if (first === '') {
    const suffix = digits(last);
    if (suffix === null) return { kind: 'full' };
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = digits(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : digits(last);
  if (start === null || end === null || end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
