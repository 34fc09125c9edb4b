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
  const rows = leads.map((lead) => LEAD_CSV_COLUMNS.map((column) => cell(lead[column as keyof Lead])));
  return [LEAD_CSV_COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\r\n') + '\r\n';
}

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
