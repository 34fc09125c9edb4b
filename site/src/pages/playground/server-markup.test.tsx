import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServerMarkupKept } from './server-markup';

describe('useServerMarkupKept', () => {
  it('keeps the server’s markup from hydration until the key changes, and never again after', () => {
    const { result, rerender } = renderHook(({ key }) => useServerMarkupKept(key, true), {
      initialProps: { key: 'seed=7' },
    });
    expect(result.current.kept).toBe(true);
    rerender({ key: 'seed=8' });
    expect(result.current.kept).toBe(false);
    // Back to the first address (browser history): the browser has rendered over the server's markup.
    rerender({ key: 'seed=7' });
    expect(result.current.kept).toBe(false);
  });

  it('keeps nothing in a page rendered in the browser, or once released', () => {
    const browser = renderHook(() => useServerMarkupKept('seed=7', false));
    expect(browser.result.current.kept).toBe(false);

    const hydrated = renderHook(() => useServerMarkupKept('seed=7', true));
    expect(hydrated.result.current.kept).toBe(true);
    hydrated.result.current.release();
    hydrated.rerender();
    expect(hydrated.result.current.kept).toBe(false);
  });

  it('is decided at the first render: hydrating from the server later does not keep it again', () => {
    const { result, rerender } = renderHook(({ fromServer }) => useServerMarkupKept('seed=7', fromServer), {
      initialProps: { fromServer: false },
    });
    rerender({ fromServer: true });
    expect(result.current.kept).toBe(false);
  });
});
