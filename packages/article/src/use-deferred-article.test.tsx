import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeferredArticle } from './use-deferred-article';

afterEach(cleanup);

describe('useDeferredArticle', () => {
  it('settles on the latest content and reports it as current', () => {
    const { result, rerender } = renderHook(({ content }) => useDeferredArticle(content), {
      initialProps: { content: '# Draft' },
    });
    expect(result.current).toEqual({ content: '# Draft', isStale: false });
    rerender({ content: '# Draft, edited' });
    expect(result.current).toEqual({ content: '# Draft, edited', isStale: false });
  });
});
