// @vitest-environment node
import type { BlogPostSummary } from '@parley/shared';
import { describe, expect, it, vi } from 'vitest';
import { indexPublished, type PublishedIndex } from '../../src/app/ssr/published-index';
import { createPublishedIndexMemo } from './published-index-memo';

/** An index whose one post names the read it came from. */
const indexOf = (read: number): PublishedIndex =>
  indexPublished(
    [{ slug: `read-${read}`, title: 'A post', excerpt: 'About it' } as BlogPostSummary],
    [`category-${read}`],
  );

/** A memo over a read that counts itself; `fail` makes the next read fail. */
function memo() {
  let reads = 0;
  const state = { fail: false };
  const read = vi.fn(async () => {
    reads += 1;
    if (state.fail) throw new Error('backend down');
    return indexOf(reads);
  });
  const onError = vi.fn();
  return { memo: createPublishedIndexMemo(read, onError), read, onError, state };
}

describe('createPublishedIndexMemo', () => {
  it('reads once per data version, however many pages ask at once', async () => {
    const { memo: published, read } = memo();
    const answers = await Promise.all(Array.from({ length: 20 }, () => published.get('v1')));
    expect(read).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(await published.get('v1')).toBe(answers[0]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('never answers a version with an index read for another one: a new version is read again first', async () => {
    const { memo: published, read } = memo();
    expect([...(await published.get('v1'))!.slugs]).toEqual(['read-1']);
    expect([...(await published.get('v2'))!.slugs]).toEqual(['read-2']);
    // Back to an earlier text (an unpublish undoing a publish): read again too, never the kept one.
    expect([...(await published.get('v1'))!.slugs]).toEqual(['read-3']);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('answers undefined when the read fails (the pages then ask the database), and reads again next time', async () => {
    const { memo: published, read, onError, state } = memo();
    state.fail = true;
    expect(await published.get('v1')).toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
    state.fail = false;
    expect([...(await published.get('v1'))!.slugs]).toEqual(['read-2']);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
