import { intlFormat } from 'date-fns';

export type DateInput = Date | string;

/**
 * `date`'s calendar day in UTC, month and day worded in US English by the platform's Intl
 * (date-fns's `intlFormat`), so the server and every browser print the same text whatever their
 * time zone.
 * `format` would carry its own tokens and the en-US locale to every blog page (about 6 KB gzip).
 */
function formatUtcDay(date: DateInput, month: 'long' | 'short'): string {
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) return '';
  const monthAndDay = intlFormat(instant, { month, day: 'numeric', timeZone: 'UTC' }, { locale: 'en-US' });
  // The year as four digits (`yyyy`): Intl would print the year 99 as "99".
  const year = instant.getUTCFullYear();
  return `${monthAndDay}, ${year < 0 ? year : String(year).padStart(4, '0')}`;
}

/** `March 15, 2025` (featured post, article page). Returns '' for an invalid date. */
export function formatLongDate(date: DateInput): string {
  return formatUtcDay(date, 'long');
}

/** `Mar 15, 2025` (post cards, admin table). Returns '' for an invalid date. */
export function formatShortDate(date: DateInput): string {
  return formatUtcDay(date, 'short');
}
