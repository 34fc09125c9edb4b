export type DateInput = Date | string;

/** US English month names, as `Intl.DateTimeFormat('en-US')` prints them. */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * `date`'s calendar day in UTC, the month worded in US English, so the server and every browser
 * print the same text whatever their time zone.
 *
 * Worded from a table rather than by the platform's Intl (date-fns's `intlFormat`): the first
 * `Intl.DateTimeFormat` a page creates loads the locale's data, about 50 ms of a throttled phone's
 * main thread, paid while the blog hydrates. date-fns's `format` would carry its own tokens and the
 * en-US locale to every blog page (about 6 KB gzip) for the same twelve words.
 */
function formatUtcDay(date: DateInput, month: 'long' | 'short'): string {
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) return '';
  const name = MONTHS[instant.getUTCMonth()]!;
  // The year as four digits (`yyyy`): "Jun 1, 0099", not "99".
  const year = instant.getUTCFullYear();
  const yearText = year < 0 ? String(year) : String(year).padStart(4, '0');
  return `${month === 'long' ? name : name.slice(0, 3)} ${instant.getUTCDate()}, ${yearText}`;
}

/** `March 15, 2025` (featured post, article page). Returns '' for an invalid date. */
export function formatLongDate(date: DateInput): string {
  return formatUtcDay(date, 'long');
}

/** `Mar 15, 2025` (post cards, admin table). Returns '' for an invalid date. */
export function formatShortDate(date: DateInput): string {
  return formatUtcDay(date, 'short');
}
