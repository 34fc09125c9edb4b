/**
 * Control and invisible format characters: C0 and C1 controls, DEL, soft hyphen, Arabic letter mark,
 * Mongolian vowel separator, zero-width space/joiners and marks, bidirectional embeddings, overrides
 * and isolates, word joiner and invisible operators, the byte-order mark. The leads table refuses
 * them in an address (migration 20251202100100) and the tags table in a name (20251203110000): the
 * same list. One character class, a single linear scan.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** Whether the text holds a character that shows as nothing, or reorders what is shown. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}
