import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydrating } from '../../lib/hydration';
import { useServerMarkupKept } from './server-markup';

afterEach(() => setHydrating(false));

describe('useServerMarkupKept', () => {
  it('keeps the server’s markup from hydration until the key changes, and never again after', () => {
    setHydrating(true);
    const { result, rerender } = renderHook(({ key }) => useServerMarkupKept(key), {
      initialProps: { key: 'seed=7' },
    });
    setHydrating(false);
    expect(result.current.kept).toBe(true);
    rerender({ key: 'seed=8' });
    expect(result.current.kept).toBe(false);
    // Back to the first address (browser history): the browser has rendered over the server's markup.
    rerender({ key: 'seed=7' });
    expect(result.current.kept).toBe(false);
  });

  it('keeps nothing in a page rendered in the browser, or once released', () => {
    const browser = renderHook(() => useServerMarkupKept('seed=7'));
    expect(browser.result.current.kept).toBe(false);

    setHydrating(true);
    const hydrated = renderHook(() => useServerMarkupKept('seed=7'));
    setHydrating(false);
    expect(hydrated.result.current.kept).toBe(true);
    hydrated.result.current.release();
    hydrated.rerender();
    expect(hydrated.result.current.kept).toBe(false);
  });
});
