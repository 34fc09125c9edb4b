import { describe, expect, it } from 'vitest';
import { createImageSizeMemo } from './image-size-memo';

describe('createImageSizeMemo', () => {
  it('answers what was set, a copy, and nothing for an unknown URL', () => {
    const memo = createImageSizeMemo();
    const size = { width: 3, height: 4 };
    memo.set('https://x.test/a.png', size);
    size.width = 99;
    expect(memo.get('https://x.test/a.png')).toEqual({ width: 3, height: 4 });
    expect(memo.get('https://x.test/b.png')).toBeUndefined();
    expect(memo.get('')).toBeUndefined();
  });

  it('holds at most maxEntries, the least recently used dropped first', () => {
    const memo = createImageSizeMemo({ maxEntries: 2 });
    memo.set('a', { width: 1, height: 1 });
    memo.set('b', { width: 2, height: 2 });
    memo.get('a'); // now b is the least recently used
    memo.set('c', { width: 3, height: 3 });
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toEqual({ width: 1, height: 1 });
    expect(memo.get('c')).toEqual({ width: 3, height: 3 });
    for (let i = 0; i < 10_000; i++) memo.set(`u${i}`, { width: 1, height: 1 });
    expect(memo.get('u9998')).toBeDefined();
    expect(memo.get('u9997')).toBeUndefined();
  });

  it('forgets an entry after ttlMs, and setting again renews it', () => {
    let now = 0;
    const memo = createImageSizeMemo({ ttlMs: 1000, now: () => now });
    memo.set('a', { width: 1, height: 1 });
    now = 999;
    expect(memo.get('a')).toBeDefined();
    now = 1000;
    expect(memo.get('a')).toBeUndefined();
    memo.set('a', { width: 2, height: 2 });
    now = 1999;
    expect(memo.get('a')).toEqual({ width: 2, height: 2 });
  });
});
