import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminTimeZone,
  formatWithZone,
  fromLocalInputValue,
  toLocalInputValue,
  formatRelativeToNow,
} from './local-time';

// The admin's zone is the machine's: these tests pin it, so they read the same everywhere.
beforeAll(() => {
  vi.stubEnv('TZ', 'Europe/Paris');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('times in the admin’s zone', () => {
  it('names the zone', () => {
    expect(adminTimeZone()).toBe('Europe/Paris');
  });

  it('reads a typed wall-clock time in the admin’s zone and stores UTC', () => {
    expect(fromLocalInputValue('2026-11-24T10:30')).toBe('2026-11-24T09:30:00.000Z'); // CET, UTC+1
    expect(fromLocalInputValue('2026-07-01T10:30')).toBe('2026-07-01T08:30:00.000Z'); // CEST, UTC+2
  });

  it('shows a stored UTC instant as the admin’s wall-clock time', () => {
    expect(toLocalInputValue('2026-11-24T09:30:00.000Z')).toBe('2026-11-24T10:30');
    expect(toLocalInputValue('2026-11-24T09:30:00+00:00')).toBe('2026-11-24T10:30');
    expect(formatWithZone('2026-11-24T09:30:00Z')).toBe('Nov 24, 2026, 10:30 AM (Europe/Paris)');
  });

  it.each([
    ['empty', ''],
    ['a date without time', '2026-11-24'],
    ['a day that does not exist', '2026-02-30T10:00'],
    ['an hour that does not exist', '2026-11-24T25:00'],
    ['a minute that does not exist', '2026-11-24T10:60'],
    ['text', 'tomorrow at noon'],
    ['a huge value', '2026-11-24T10:00'.repeat(10_000)],
  ])('refuses %s', (_label, value) => {
    expect(fromLocalInputValue(value)).toBeNull();
  });

  it('gives an empty text for an invalid stored time', () => {
    expect(toLocalInputValue('not a date')).toBe('');
    expect(formatWithZone('not a date')).toBe('');
  });
});

describe('formatRelativeToNow: how far a schedule is, so a wrong year shows', () => {
  const now = new Date('2026-11-24T09:30:00.000Z');
  it('names the largest whole unit', () => {
    expect(formatRelativeToNow('2026-11-24T09:30:20.000Z', now)).toBe('in 1 minute');
    expect(formatRelativeToNow('2026-11-24T10:15:00.000Z', now)).toBe('in 45 minutes');
    expect(formatRelativeToNow('2026-11-24T12:30:00.000Z', now)).toBe('in 3 hours');
    expect(formatRelativeToNow('2026-11-27T09:30:00.000Z', now)).toBe('in 3 days');
    expect(formatRelativeToNow('2027-02-24T09:30:00.000Z', now)).toBe('in 3 months');
    expect(formatRelativeToNow('9999-12-31T23:59:00.000Z', now)).toBe('in 7,978 years');
  });
});
