import { createHash } from 'node:crypto';

/**
 * A weak entity tag for a page, from a hash of its uncompressed HTML. Weak, because the same tag
 * names the gzip and the identity bytes: they are the same page, not the same bytes (a strong tag
 * would promise byte-for-byte equality across encodings, which a cache could then mix up).
 */
export function weakEtag(identity: Uint8Array): string {
  return `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
}

/** The part between the quotes, whether the tag is weak (`W/"…"`) or strong (`"…"`). */
function opaqueTag(tag: string): string {
  const unprefixed = tag.startsWith('W/') ? tag.slice(2) : tag;
  return unprefixed.length >= 2 && unprefixed.startsWith('"') && unprefixed.endsWith('"')
    ? unprefixed.slice(1, -1)
    : '';
}

/**
 * Whether an `If-None-Match` header names this tag, by weak comparison (what HTTP asks of
 * If-None-Match: `W/"x"` matches `"x"`), or is `*`. A header that is missing, empty or junk matches
 * nothing, so the page is sent whole. Split on commas: linear in the header's length, and entity
 * tags cannot contain a comma.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaqueTag(etag);
  if (wanted === '') return false;
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || opaqueTag(tag) === wanted) return true;
  }
  return false;
}
