import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = new Date('2026-11-24T12:00:00Z');

describe('timeAgo', () => {
  it.each([
    ['2026-11-24T11:59:40Z', 'just now'],
    ['2026-11-24T11:55:00Z', '5 minutes ago'],
    ['2026-11-24T09:00:00Z', '3 hours ago'],
    ['2026-11-23T10:00:00Z', 'yesterday'],
    ['2026-11-10T12:00:00Z', '2 weeks ago'],
    ['2024-11-24T12:00:00Z', '2 years ago'],
    ['not a date', ''],
  ])('%s is %s', (iso, text) => {
    expect(timeAgo(iso, now)).toBe(text);
  });
});
