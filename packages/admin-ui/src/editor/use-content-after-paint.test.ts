import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useContentAfterPaint } from './use-content-after-paint';

function renderContent(stored = '') {
  let formContent = stored;
  const setContent = vi.fn((content: string) => {
    formContent = content;
  });
  const view = renderHook(() => useContentAfterPaint(setContent, () => formContent));
  return { setContent, content: () => view.result.current, unmount: view.unmount };
}

/** The frame that shows the keystroke, then the task after it. */
function paint() {
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });
}

describe('useContentAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('hands the form the keystrokes of a frame once, as the latest text, after that frame', () => {
    const { setContent, content } = renderContent('Hi');
    act(() => {
      content().type('Hi!');
      content().type('Hi!!');
    });
    expect(setContent).not.toHaveBeenCalled();
    expect(content().latest()).toBe('Hi!!');
    paint();
    expect(setContent).toHaveBeenCalledTimes(1);
    expect(setContent).toHaveBeenCalledWith('Hi!!');
  });

  it('hands a pending keystroke over at once when asked (a save)', () => {
    const { setContent, content } = renderContent('Hi');
    act(() => content().type('Hi!'));
    act(() => content().flush());
    expect(setContent).toHaveBeenCalledWith('Hi!');
    paint();
    expect(setContent).toHaveBeenCalledTimes(1);
  });

  it('never lets a pending keystroke overwrite a change the editor makes itself', () => {
    const { setContent, content } = renderContent('Hi');
    act(() => content().type('Hi!'));
    act(() => content().write(`${content().latest()} ![chart](c.png)`));
    paint();
    expect(setContent.mock.calls).toEqual([['Hi! ![chart](c.png)']]);
  });

  it('drops a pending keystroke when the form goes away', () => {
    const { setContent, content, unmount } = renderContent('Hi');
    act(() => content().type('Hi!'));
    unmount();
    paint();
    expect(setContent).not.toHaveBeenCalled();
  });
});
