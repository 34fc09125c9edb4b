import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './format-date';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('formatLongDate / formatShortDate', () => {
  it('formats ISO strings with the spec patterns', () => {
    expect(formatLongDate('2025-03-15T10:00:00Z')).toBe('March 15, 2025');
    expect(formatShortDate('2025-03-15T10:00:00Z')).toBe('Mar 15, 2025');
  });

  it('accepts Date objects', () => {
    const date = new Date(Date.UTC(2025, 4, 1, 12));
    expect(formatLongDate(date)).toBe('May 1, 2025');
    expect(formatShortDate(date)).toBe('May 1, 2025');
  });

  it('accepts PostgREST timestamptz text', () => {
    expect(formatLongDate('2025-04-10T08:15:30.123456+00:00')).toBe('April 10, 2025');
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata', 'Pacific/Pago_Pago'])(
    'prints the UTC day in time zone %s',
    (tz) => {
      process.env.TZ = tz;
      expect(formatLongDate('2025-03-15T23:30:00Z')).toBe('March 15, 2025');
      expect(formatShortDate('2025-03-15T00:30:00Z')).toBe('Mar 15, 2025');
      expect(formatLongDate(new Date('2024-12-31T23:59:59.999Z'))).toBe('December 31, 2024');
      expect(formatShortDate('2025-01-01T00:00:00Z')).toBe('Jan 1, 2025');
    },
  );

  it('converts an offset timestamp to its UTC day', () => {
    // 01:00 on the 16th in Berlin is still the 15th in UTC.
    expect(formatLongDate('2025-03-16T01:00:00+02:00')).toBe('March 15, 2025');
  });

  it('handles leap days and years below 100', () => {
    expect(formatLongDate('2024-02-29T12:00:00Z')).toBe('February 29, 2024');
    expect(formatShortDate('0099-06-01T00:00:00Z')).toBe('Jun 1, 0099');
    expect(formatShortDate('+010000-01-02T00:00:00Z')).toBe('Jan 2, 10000');
  });

  it('words every month as Intl does in US English, so no page needs Intl to print a date', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2025, month, 9));
      const intl = (style: 'long' | 'short') =>
        new Intl.DateTimeFormat('en-US', {
          month: style,
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(date);
      expect(formatLongDate(date)).toBe(intl('long'));
      expect(formatShortDate(date)).toBe(intl('short'));
    }
  });

  it('prints without creating an Intl formatter (its first use costs a slow phone ~50 ms while the blog hydrates)', () => {
    const original = Intl.DateTimeFormat;
    Object.defineProperty(Intl, 'DateTimeFormat', {
      configurable: true,
      value: () => {
        throw new Error('Intl.DateTimeFormat was used');
      },
    });
    try {
      expect(formatLongDate('2025-03-15T10:00:00Z')).toBe('March 15, 2025');
      expect(formatShortDate('2025-03-15T10:00:00Z')).toBe('Mar 15, 2025');
    } finally {
      Object.defineProperty(Intl, 'DateTimeFormat', { configurable: true, writable: true, value: original });
    }
  });

  it('returns an empty string for an invalid date instead of throwing', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatShortDate(new Date(Number.NaN))).toBe('');
  });
});
