/**
 * A version 4 uuid: the id a new post gets before its first save (so images pasted into it can be
 * stored under `{post id}/` at once; `createPost` inserts it as the row's id), or a picture's id
 * while it waits for the backend. Built from getRandomValues, not
 * crypto.randomUUID, because the latter exists only on https and localhost pages (an /admin served
 * over plain http on a LAN address has no randomUUID).
 */
export function randomUuid(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
