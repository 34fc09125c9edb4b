import { describe, expect, it } from 'vitest';
import { readingMinutes, readingTimeLabel } from './reading-time';

describe('readingMinutes', () => {
  it('rounds up at 230 words a minute, never below one minute', () => {
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(1_301)).toBe(6);
  });

  it('reads nonsense as one minute', () => {
    for (const count of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(readingMinutes(count)).toBe(1);
  });

  it('labels it', () => {
    expect(readingTimeLabel(700)).toBe('4 min read');
  });
});
