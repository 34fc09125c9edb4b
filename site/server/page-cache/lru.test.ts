// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BoundedLru } from './lru';

describe('BoundedLru', () => {
  it('forgets the least recently used past its number of entries', () => {
    const lru = new BoundedLru<string>(2, 1_000);
    lru.set('a', 'A', 1);
    lru.set('b', 'B', 1);
    expect(lru.get('a')).toBe('A'); // a is now the most recent
    lru.set('c', 'C', 1);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.size).toBe(2);
  });

  it('forgets entries past its size in bytes, and never keeps one bigger than the budget', () => {
    const lru = new BoundedLru<string>(100, 10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    lru.set('c', 'C', 4);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.bytes).toBe(8);
    lru.set('huge', 'H', 11);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.bytes).toBe(8);
  });

  it('counts a replaced entry once', () => {
    const lru = new BoundedLru<string>(10, 100);
    for (let i = 0; i < 50; i++) lru.set('same', String(i), 5);
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(5);
    expect(lru.get('same')).toBe('49');
  });

  it('stays within its bounds under 10,000 distinct keys', () => {
    const lru = new BoundedLru<number>(500, 1_000_000);
    for (let i = 0; i < 10_000; i++) lru.set(`/blog?q=junk${i}`, i, 100);
    expect(lru.size).toBe(500);
    expect(lru.bytes).toBe(50_000);
  });
});
