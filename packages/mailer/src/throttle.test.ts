import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Throttle } from './throttle';

/** Calls `take` `count` times one after another (as the worker does, a mail each); the ms each resolved at. */
function takeInTurn(throttle: Throttle, count: number): number[] {
  const started = performance.now();
  const times: number[] = [];
  void (async () => {
    for (let i = 0; i < count; i++) {
      await throttle.take();
      times.push(performance.now() - started);
    }
  })();
  return times;
}

describe('Throttle', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('lets 250 a second through, evenly spaced: the first at once, then one each 4 ms', async () => {
    const times = takeInTurn(new Throttle(250), 10);
    await vi.advanceTimersByTimeAsync(0);
    expect(times).toEqual([0]);
    await vi.advanceTimersByTimeAsync(35);
    // 0, 4, …, 32 ms: nine by 35 ms, the tenth waits until 36.
    expect(times).toHaveLength(9);
    expect(times).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32]);
    await vi.advanceTimersByTimeAsync(1);
    expect(times).toHaveLength(10);
  });

  it('never lets more than the rate through in any second, however many wait', async () => {
    const times = takeInTurn(new Throttle(20), 100);
    await vi.advanceTimersByTimeAsync(999);
    // 0, 50, …, 950 ms: twenty in the first second…
    expect(times).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1000);
    // …and twenty in the next.
    expect(times).toHaveLength(40);
  });

  it('does not make up lost time with a burst after a pause', async () => {
    const throttle = new Throttle(10);
    await throttle.take(); // at 0: the next is due at 100 ms
    await vi.advanceTimersByTimeAsync(5000); // the worker idles (no mail due) for 5 s
    const times = takeInTurn(throttle, 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(times).toEqual([0]); // one at once (the slot is long past)…
    await vi.advanceTimersByTimeAsync(399);
    expect(times).toEqual([0, 100, 200, 300]); // …then one each 100 ms again, not five at once
  });
});
