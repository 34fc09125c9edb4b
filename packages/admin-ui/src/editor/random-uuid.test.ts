import { describe, expect, it } from 'vitest';
import { randomUuid } from './random-uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('is a version 4 uuid, whatever the random bytes', () => {
    expect(randomUuid((bytes) => bytes.fill(0xff))).toMatch(UUID_V4);
    expect(randomUuid((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
    expect(randomUuid()).toMatch(UUID_V4);
  });

  it('differs from one call to the next', () => {
    expect(randomUuid()).not.toBe(randomUuid());
  });
});
