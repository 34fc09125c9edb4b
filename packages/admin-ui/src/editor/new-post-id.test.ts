import { describe, expect, it } from 'vitest';
import { newPostId } from './new-post-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newPostId', () => {
  it('is a version 4 uuid, whatever the random bytes', () => {
    expect(newPostId((bytes) => bytes.fill(0xff))).toMatch(UUID_V4);
    expect(newPostId((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
    expect(newPostId()).toMatch(UUID_V4);
  });

  it('differs from one post to the next', () => {
    expect(newPostId()).not.toBe(newPostId());
  });
});
