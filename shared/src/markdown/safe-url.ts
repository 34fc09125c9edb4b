/** The only link protocols rendered markdown may use (docs/product-rules.md#markdown-and-links). */
export const ALLOWED_URL_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

export type AllowedUrlProtocol = (typeof ALLOWED_URL_PROTOCOLS)[number];

const ALLOWED = new Set<string>(ALLOWED_URL_PROTOCOLS);

// Entities that matter for smuggling a scheme past a check; anything else named is left alone,
// which can only keep a URL relative (safe) or fail the allow-list (blanked).
const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  num: '#',
  quest: '?',
  period: '.',
  lpar: '(',
  rpar: ')',
  semi: ';',
  comma: ',',
  excl: '!',
  equals: '=',
  plus: '+',
};

function decodeEntitiesOnce(value: string): string {
  return value.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi,
    (entity, dec?: string, hex?: string, name?: string) => {
      if (dec !== undefined || hex !== undefined) {
        const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
      }
      return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? entity;
    },
  );
}

/** Decodes numeric and the relevant named HTML entities until nothing changes (double encoding). */
function decodeEntities(value: string): string {
  let current = value;
  for (let i = 0; i < 5; i++) {
    const next = decodeEntitiesOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}

// Code-point ranges of characters a reader cannot see: C0/C1 controls, soft hyphen, combining
// grapheme joiner, Hangul and Mongolian fillers, zero-width, bidi and other format characters,
// variation selectors, BOM and specials.
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x0020],
  [0x007f, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
];

function isInvisible(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return /\s/u.test(char) || INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
}

/**
 * Browsers strip tab, LF and CR anywhere in a URL and C0 controls and spaces around it; we drop every
 * invisible character before looking for the scheme, which can only make the check stricter.
 */
function stripInvisible(value: string): string {
  return Array.from(value)
    .filter((char) => !isInvisible(char))
    .join('');
}

/**
 * Returns `url` unchanged when it is relative (`/path`, `#fragment`, `?query`, `page`, `//host`) or
 * its protocol is one of {@link ALLOWED_URL_PROTOCOLS}; returns `''` otherwise. The check runs on a
 * normalised copy (entities decoded, invisible characters removed, lowercased), so obfuscated
 * schemes such as `JaVaScRiPt:`, `java\tscript:` or `&#106;avascript:` are caught.
 */
export function safeUrl(url: string): string {
  if (typeof url !== 'string') return '';
  const normalised = stripInvisible(decodeEntities(url)).toLowerCase();
  const colon = normalised.indexOf(':');
  if (colon === -1) return url;

  // Same rule as CommonMark renderers: a colon after the first `/`, `?` or `#` is not a scheme.
  const firstDelimiter = normalised.search(/[/?#\\]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return url;

  const protocol = normalised.slice(0, colon);
  return ALLOWED.has(protocol) ? url : '';
}
