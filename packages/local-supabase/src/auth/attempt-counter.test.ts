import { describe, expect, test } from 'vitest';
import { AttemptCounter } from './attempt-counter';

describe('AttemptCounter', () => {
  const limit = { max: 3, windowMs: 60_000 };

  test('refuses once the window is full, with the seconds left, and counts nothing then', () => {
    const counter = new AttemptCounter(limit);
    for (let i = 0; i < 3; i += 1) expect(counter.attempt('a', 1_000)).toEqual({});
    expect(counter.attempt('a', 11_000)).toEqual({ refusedFor: 50 });
    expect(counter.attempt('a', 60_999)).toEqual({ refusedFor: 1 });
    // The window starts at the first attempt and ends 60 s later, whatever was refused meanwhile.
    expect(counter.attempt('a', 61_000)).toEqual({});
  });

  test('keys are independent; release gives one attempt back, clear all of them', () => {
    const counter = new AttemptCounter(limit);
    for (let i = 0; i < 3; i += 1) counter.attempt('a', 0);
    expect(counter.attempt('b', 0)).toEqual({});
    counter.release('a', 1);
    expect(counter.attempt('a', 2)).toEqual({});
    expect(counter.attempt('a', 3).refusedFor).toBeDefined();
    counter.clear('a');
    expect(counter.attempt('a', 4)).toEqual({});
  });

  test('release never goes below zero nor reaches into an ended window', () => {
    const counter = new AttemptCounter(limit);
    counter.release('a', 0);
    counter.attempt('a', 0);
    counter.release('a', 0);
    counter.release('a', 0);
    for (let i = 0; i < 3; i += 1) expect(counter.attempt('a', 1)).toEqual({});
    expect(counter.attempt('a', 1).refusedFor).toBeDefined();
  });

  test('reads the limit at every call (tests shorten the shared tuning object)', () => {
    const shared = { max: 1, windowMs: 60_000 };
    const counter = new AttemptCounter(shared);
    counter.attempt('a', 0);
    expect(counter.attempt('a', 0).refusedFor).toBeDefined();
    shared.max = 2;
    expect(counter.attempt('a', 0)).toEqual({});
  });

  test('bounded: ended windows go first, then the oldest tenth; newer keys keep their counts', () => {
    const counter = new AttemptCounter({ max: 1, windowMs: 1_000 }, 100);
    for (let i = 0; i < 50; i += 1) counter.attempt(`old-${i}`, 0);
    for (let i = 0; i < 50; i += 1) counter.attempt(`new-${i}`, 900);
    // Full: the 50 ended windows are dropped, the open ones kept.
    counter.attempt('x', 1_000);
    expect(counter.attempt('new-0', 1_000).refusedFor).toBeDefined();
    // Full of open windows: the oldest ten are dropped (a restart of their counts), the rest kept.
    for (let i = 0; i < 49; i += 1) counter.attempt(`more-${i}`, 1_000);
    counter.attempt('y', 1_000);
    expect(counter.attempt('new-0', 1_000)).toEqual({});
    expect(counter.attempt('new-20', 1_000).refusedFor).toBeDefined();
  });
});
