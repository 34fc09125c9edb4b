import { describe, expect, it } from 'vitest';
import { postStatus } from './post-status';

const now = new Date('2026-11-23T12:00:00Z');

describe('postStatus', () => {
  it('is draft without a publication time', () => {
    expect(postStatus({ published_at: null }, now)).toBe('draft');
  });

  it('is scheduled for a time after now, published at or before it', () => {
    expect(postStatus({ published_at: '2026-11-23T12:00:01Z' }, now)).toBe('scheduled');
    expect(postStatus({ published_at: '2026-11-23T12:00:00Z' }, now)).toBe('published');
    expect(postStatus({ published_at: '2026-11-23T13:00:00+02:00' }, now)).toBe('published');
  });
});
