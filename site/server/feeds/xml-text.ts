/**
 * Characters XML 1.0 does not allow anywhere in a document, even escaped or in CDATA: C0 controls but
 * tab, LF and CR; lone surrogates (with the `u` flag a pair is one code point, so only unpaired halves
 * match); U+FFFE and U+FFFF. One character class: a single linear pass.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

/** `text` without the characters that would make a feed not well-formed (a reader drops the whole feed). */
export function xmlText(text: string): string {
  return text.replace(NOT_XML_CHARACTERS, '');
}
