// Times in the admin's own time zone: the zone of the machine the admin UI runs on (browser or
// studio). The database stores UTC instants; people read and type wall-clock times.

/** The admin's IANA time zone, e.g. `Europe/Paris`. */
export function adminTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of an `<input type="datetime-local">` in the admin's zone (`2026-11-24T09:30`). */
export function toLocalInputValue(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

// Exactly what datetime-local inputs produce: fixed widths, so the match is linear.
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A datetime-local value, read as wall-clock time in the admin's zone, as a UTC ISO instant; null
 * when it is not a real date and time (an empty field, 2026-02-30, 25:00). A wall-clock time that
 * does not exist (skipped by a daylight-saving change) moves forward as the clock did.
 */
export function fromLocalInputValue(value: string): string | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes);
  const sameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  if (!sameDay || hours > 23 || minutes > 59) return null;
  return date.toISOString();
}

/** `Nov 24, 2026, 9:30 AM`, in the admin's zone; '' for an invalid date. */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Made per call, not once: a formatter keeps the zone it was created in.
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** `Nov 24, 2026, 9:30 AM (Europe/Paris)`: a time with the zone it is written in. */
export function formatWithZone(iso: string): string {
  const text = formatLocalDateTime(iso);
  return text && `${text} (${adminTimeZone()})`;
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

/**
 * How far `iso` is from `now`, in the largest whole unit (`in 3 days`, `in 7,973 years`), so a typo
 * in the year of a schedule shows at once. Under a minute: `in 1 minute`.
 */
export function formatRelativeToNow(iso: string, now: Date): string {
  const ms = Date.parse(iso) - now.getTime();
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(ms) >= size) return format.format(Math.trunc(ms / size), unit);
  }
  return format.format(ms < 0 ? -1 : 1, 'minute');
}
