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

const CDATA_END = ']]>';

/**
 * `text` for a field the feed writes as CDATA (an item's title and description, its `dc:creator`),
 * forbidden characters dropped: a `]]>` in it would end the section early. The feed's XML writer
 * (xml-js, under `feed`) splits only the first one into two sections, so a title with two broke the
 * whole feed; the others are split here the same way (`]]` ends one section, `>` opens the next), and
 * the reader joins the sections back into the text as written. `feeds.test.ts` holds the writer to it.
 */
export function cdataText(text: string): string {
  const clean = xmlText(text);
  const first = clean.indexOf(CDATA_END);
  if (first === -1) return clean;
  const afterFirst = first + CDATA_END.length;
  return clean.slice(0, afterFirst) + clean.slice(afterFirst).replaceAll(CDATA_END, ']]]]><![CDATA[>');
}
