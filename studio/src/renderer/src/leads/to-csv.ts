import { type Lead } from '@parley/shared/supabase';
import { csvCell as cell } from '@parley/shared/text';

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

// The cell rules (formulas defused, RFC 4180 quoting) are shared with the subscribers export.
export { defuseFormulas } from '@parley/shared/text';
