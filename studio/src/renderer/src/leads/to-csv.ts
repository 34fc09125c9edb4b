import type { Lead } from '@parley/shared';

export const LEAD_CSV_COLUMNS = [
  'created_at',
  'kind',
  'name',
  'email',
  'company',
  'plan',
  'page',
  'message',
] as const;

/**
 * RFC 4180 CSV of the leads. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * are prefixed with an apostrophe: visitors write these values, and CSV injection is a classic.
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

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
