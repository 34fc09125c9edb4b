// RFC 4180 CSV cells safe to open in a spreadsheet: the leads export (studio) and the newsletter
// subscribers export (admin) write their values through `csvCell`. People outside write these values,
// and CSV injection is a classic: text a spreadsheet would run as a formula gets an apostrophe in
// front (see `defuseFormulas`).

/** A formula's first character, after any whitespace or control characters a spreadsheet skips. */
const FORMULA_START = /^[\s\p{Cc}]*[=+\-@]/u;
/**
 * The characters a spreadsheet may split a line on besides the comma: Excel in a locale whose list
 * separator is `;` (German, French…) reads this comma-separated file by `;`, and tab-separated
 * guessing splits on tabs. Each piece of a value between them would become a cell of its own.
 */
const OTHER_SEPARATORS = /([;\t])/;

/**
 * An apostrophe before every piece of the value that a spreadsheet would read as a formula: the
 * value's start, and the start of each piece after a `;` or a tab (`hi;=1+2` → `hi;'=1+2`), leading
 * whitespace included (`  =1` → `'  =1`); also a value that starts with a tab or CR. Text without
 * such a piece is written unchanged. `split` with one character class is linear in the text.
 */
export function defuseFormulas(text: string): string {
  const pieces = text.split(OTHER_SEPARATORS);
  const defused = pieces
    .map((piece, index) => (index % 2 === 0 && FORMULA_START.test(piece) ? `'${piece}` : piece))
    .join('');
  return /^[\t\r]/.test(defused) ? `'${defused}` : defused;
}

/** One cell: formulas defused, quoted when it holds a quote, comma, line break or edge spaces; null/undefined empty. */
export function csvCell(value: unknown): string {
  const text = defuseFormulas(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ending in CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}
