import type { Lead } from '@parley/shared';

/**
 * One line per submission, every one kept (docs/product-rules.md#leads): a CRM or a spreadsheet gets
 * each form as sent, the spam filed first under an address beside the real request. `submissions` is
 * filled on an address's newest submission only (its count), so filtering on it gives the inbox's
 * entries; it comes last, so the columns an import already maps stay where they were.
 */
export const LEAD_CSV_COLUMNS = [
  'created_at',
  'kind',
  'name',
  'email',
  'company',
  'plan',
  'page',
  'message',
  'submissions',
] as const;

/**
 * RFC 4180 CSV of the leads. Visitors write these values, and CSV injection is a classic: text a
 * spreadsheet would run as a formula gets an apostrophe in front (see `defuseFormulas`).
 */
export function leadsToCsv(leads: readonly Lead[]): string {
  return LEADS_CSV_HEADER + leadsCsvRows(leads);
}

/** The header line, written once at the top of a streamed export. */
export const LEADS_CSV_HEADER = LEAD_CSV_COLUMNS.join(',') + '\r\n';

/** The rows of these leads, each ending in CRLF: one page of a streamed export. */
export function leadsCsvRows(leads: readonly Lead[]): string {
  let rows = '';
  for (const lead of leads) rows += LEAD_CSV_COLUMNS.map((column) => cell(lead[column])).join(',') + '\r\n';
  return rows;
}

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

function cell(value: unknown): string {
  const text = defuseFormulas(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
