/**
 * A start tag of a page: its name and attributes, names lowercased, values as written (quotes
 * removed, character references left as they are).
 */
export interface StartTag {
  name: string;
  attributes: [name: string, value: string][];
}

/** Elements whose content is text, never markup: a `<` inside a script or a style is not a tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

/** Whitespace between attributes, as HTML reads it (space, tab, line feed, form feed, return). */
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Calls `onTag` for each start tag of `html`, in document order, as a browser's tokenizer reads them:
 * comments, end tags, the doctype and the content of raw-text elements (script, style, textarea,
 * title) are skipped; a `<` not followed by a letter, `/` or `!` is text. Attributes may be quoted
 * with `"` or `'`, unquoted, or have no value. A stand-in for a full HTML parser where only the tags
 * matter (a page's style signature): several times faster on a rendered page, as it builds no tree,
 * decodes no text and keeps no state but its position. Linear: every character is read a bounded
 * number of times (each search starts where the last one ended).
 */
export function scanStartTags(html: string, onTag: (tag: StartTag) => void): void {
  const length = html.length;
  let at = html.indexOf('<');
  while (at !== -1 && at < length - 1) {
    const next = html.charCodeAt(at + 1);
    if (next === 33 /* ! */) {
      // A comment ends at `-->`; a doctype (or any other `<!…`) at the next `>`.
      const end = html.startsWith('<!--', at) ? html.indexOf('-->', at + 4) : html.indexOf('>', at + 2);
      at = end === -1 ? -1 : html.indexOf('<', end + 1);
      continue;
    }
    if (next === 47 /* / */ || next === 63 /* ? */) {
      const end = html.indexOf('>', at + 2);
      at = end === -1 ? -1 : html.indexOf('<', end + 1);
      continue;
    }
    if (!isLetter(next)) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    // The tag's name: up to whitespace, `/` or `>`.
    let cursor = at + 1;
    while (cursor < length) {
      const code = html.charCodeAt(cursor);
      if (isSpace(code) || code === 47 || code === 62) break;
      cursor++;
    }
    const name = html.slice(at + 1, cursor).toLowerCase();
    const attributes: [string, string][] = [];
    // Attributes, up to the `>` that ends the tag (one inside a quoted value does not).
    while (cursor < length) {
      const code = html.charCodeAt(cursor);
      if (code === 62 /* > */) break;
      if (isSpace(code) || code === 47 /* / */) {
        cursor++;
        continue;
      }
      const nameStart = cursor;
      while (cursor < length) {
        const c = html.charCodeAt(cursor);
        if (isSpace(c) || c === 47 || c === 62 || (c === 61 /* = */ && cursor > nameStart)) break;
        cursor++;
      }
      const attribute = html.slice(nameStart, cursor).toLowerCase();
      while (cursor < length && isSpace(html.charCodeAt(cursor))) cursor++;
      let value = '';
      if (html.charCodeAt(cursor) === 61 /* = */) {
        cursor++;
        while (cursor < length && isSpace(html.charCodeAt(cursor))) cursor++;
        const quote = html.charCodeAt(cursor);
        if (quote === 34 /* " */ || quote === 39 /* ' */) {
          const end = html.indexOf(quote === 34 ? '"' : "'", cursor + 1);
          const stop = end === -1 ? length : end;
          value = html.slice(cursor + 1, stop);
          cursor = stop + 1;
        } else {
          const valueStart = cursor;
          while (cursor < length) {
            const c = html.charCodeAt(cursor);
            if (isSpace(c) || c === 62) break;
            cursor++;
          }
          value = html.slice(valueStart, cursor);
        }
      }
      attributes.push([attribute, value]);
    }
    onTag({ name, attributes });
    if (RAW_TEXT.has(name)) {
      // Its content runs to its own end tag, in any case.
      const closing = new RegExp(`</${name}[\\s/>]`, 'gi');
      closing.lastIndex = cursor;
      const end = closing.exec(html);
      at = end === null ? -1 : html.indexOf('<', end.index + 2);
      continue;
    }
    at = html.indexOf('<', cursor);
  }
}
