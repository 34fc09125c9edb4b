// Splits a markdown body into top-level chunks that render exactly as the whole would, so a live
// preview re-parses only the chunk being edited (and React can yield between chunks). The rules are
// deliberately conservative: when in doubt we do not split, and any construct whose meaning spans
// the document keeps the body whole.

/** Link/footnote definitions (`[x]: …`) apply document-wide; raw HTML blocks (`<!--`, `<script>`…)
 * may span blank lines. Either one means: do not split at all. */
const DOCUMENT_WIDE = /\[[^\]\n]*\]:|^ {0,3}</m;
const BLANK = /^[ \t]*\r?\n?$/;
/** A fence line indented by spaces or tabs may belong to a list item or quote: where it ends then
 * depends on the container (a less indented fence line ends the item and opens a new fence), which
 * this line-by-line reading does not follow. Do not split such a body. */
const INDENTED_FENCE = /^[ \t]+(?:`{3}|~{3})/m;
// A backtick fence's info string may not contain a backtick (CommonMark 4.5).
const OPENING_FENCE = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*\r?\n?$/;
// After a blank line these may continue the previous block (list items, indented content).
const MAY_CONTINUE = /^(?:[ \t]|[-*+](?:[ \t]|\r?\n?$)|\d{1,9}[.)](?:[ \t]|\r?\n?$))/;

export function splitBlocks(body: string): string[] {
  if (DOCUMENT_WIDE.test(body) || INDENTED_FENCE.test(body)) return [body];
  const chunks: string[] = [];
  let current = '';
  let fence: string | null = null;
  let afterBlank = false;

  for (const line of body.split(/(?<=\n)/)) {
    if (fence !== null) {
      const closer = CLOSING_FENCE.exec(line)?.[1];
      if (closer && closer[0] === fence[0] && closer.length >= fence.length) fence = null;
      current += line;
      continue;
    }
    const blank = BLANK.test(line);
    if (afterBlank && !blank && !MAY_CONTINUE.test(line) && current) {
      chunks.push(current);
      current = '';
    }
    fence = OPENING_FENCE.exec(line)?.[1] ?? null;
    afterBlank = blank;
    current += line;
  }
  if (current) chunks.push(current);
  return chunks;
}
