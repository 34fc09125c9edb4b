import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, HIDDEN_PAGE_DELAY_MS } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs in a task after the next frame, not before nor within it', () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(0);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
    // The task after the frame (fake timers run a 0 ms timeout set during a frame 1 ms later).
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HIDDEN_PAGE_DELAY_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when no frame comes (a hidden page)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(HIDDEN_PAGE_DELAY_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const callback = vi.fn();
    const cancel = afterNextPaint(callback);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(HIDDEN_PAGE_DELAY_MS);
    expect(callback).not.toHaveBeenCalled();
  });
});
