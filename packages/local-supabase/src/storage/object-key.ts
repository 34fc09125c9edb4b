import { STORAGE_ERRORS } from './errors';

// Bucket ids and object keys arrive in the URL path and become file paths under DATA_DIR/storage,
// so they are checked here, once, by hand (no regular expression that could backtrack): decoded
// exactly once, then refused if anything could reach outside the bucket's folder.

/** Storage's limit on a key, in bytes of UTF-8. */
export const MAX_KEY_BYTES = 1024;
/**
 * The limit on each name of a key (between slashes), in bytes of UTF-8: each is a file or folder name
 * under DATA_DIR/storage, and filesystems refuse a longer one (ENAMETOOLONG), which would be a 500.
 */
export const MAX_NAME_BYTES = 255;
const MAX_BUCKET_LENGTH = 100;

/**
 * The characters the storage server allows in a key: ASCII letters, digits, `_` and
 * `/ ! - . * ' ( ) space & $ @ = ; : + , ?`. No backslash, no `%`, no NUL or control character, no
 * non-ASCII (which could normalise differently on another filesystem).
 */
const KEY_PUNCTUATION = new Set("/!-.*'() &$@=;:+,?_");

function isKeyChar(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    KEY_PUNCTUATION.has(String.fromCharCode(code))
  );
}

/** Decodes percent-escapes once; malformed escapes are an invalid key, never a 500. */
function decodeOnce(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The object key of a raw (still percent-encoded) path segment run, or an InvalidKey error: empty,
 * absolute (`/x`), a trailing or doubled slash, a `.` or `..` segment (also when encoded as `%2e%2e`
 * or `..%2f`), a backslash, NUL or other control character, `%` left after decoding (double
 * encoding), non-ASCII, over 1024 bytes, or a name (between slashes) over 255 bytes.
 */
export function objectKey(raw: string): string {
  const key = decodeOnce(raw);
  if (key === null) throw STORAGE_ERRORS.invalidKey(raw);
  return validKey(key);
}

/** A key given as is (a JSON string, not a URL): the same rules, without percent-decoding. */
export function validKey(key: string): string {
  // Bytes, not characters: a limit on characters would let two- and three-byte names past it. (The
  // length in UTF-16 units is never more than the bytes, so a huge key is refused before it is counted.)
  if (key === '' || key.length > MAX_KEY_BYTES || Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) {
    throw STORAGE_ERRORS.invalidKey(key);
  }
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw STORAGE_ERRORS.invalidKey(key);
    if (Buffer.byteLength(segment, 'utf8') > MAX_NAME_BYTES) throw STORAGE_ERRORS.invalidKey(key);
  }
  for (let i = 0; i < key.length; i += 1) {
    if (!isKeyChar(key.charCodeAt(i))) throw STORAGE_ERRORS.invalidKey(key);
  }
  return key;
}

/** A bucket id: a single safe folder name (letters, digits, `-`, `_`, `.`; never `.` or `..`). */
export function bucketId(raw: string): string {
  const id = decodeOnce(raw);
  if (id === null || id === '' || id.length > MAX_BUCKET_LENGTH || id === '.' || id === '..') {
    throw STORAGE_ERRORS.invalidBucketName();
  }
  for (let i = 0; i < id.length; i += 1) {
    const code = id.charCodeAt(i);
    const ok =
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a) ||
      code === 0x2d ||
      code === 0x5f ||
      code === 0x2e;
    if (!ok) throw STORAGE_ERRORS.invalidBucketName();
  }
  return id;
}

/** `{bucket}/{key…}` of a raw path tail: the first segment is the bucket, the rest the key. */
export function bucketAndKey(rawTail: string): { bucket: string; key: string } {
  const slash = rawTail.indexOf('/');
  if (slash < 0) {
    bucketId(rawTail);
    throw STORAGE_ERRORS.invalidKey('');
  }
  return { bucket: bucketId(rawTail.slice(0, slash)), key: objectKey(rawTail.slice(slash + 1)) };
}
