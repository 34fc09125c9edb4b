import { format } from 'date-fns';

export type DateInput = Date | string;

/**
 * The calendar day of `date` in UTC, as a local-time Date at midnight, so date-fns prints the UTC
 * day whatever the machine's time zone. Server and browser therefore render the same text.
 */
function utcCalendarDay(date: DateInput): Date | null {
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) return null;
  const day = new Date(0);
  day.setFullYear(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  day.setHours(0, 0, 0, 0);
  return day;
}

function formatUtc(date: DateInput, pattern: string): string {
  const day = utcCalendarDay(date);
  return day ? format(day, pattern) : '';
}

/** `March 15, 2025` (featured post, article page). Returns '' for an invalid date. */
export function formatLongDate(date: DateInput): string {
  return formatUtc(date, 'MMMM d, yyyy');
}

/** `Mar 15, 2025` (post cards, admin table). Returns '' for an invalid date. */
export function formatShortDate(date: DateInput): string {
  return formatUtc(date, 'MMM d, yyyy');
}
