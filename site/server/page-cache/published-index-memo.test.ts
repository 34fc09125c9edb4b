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

/** A memo over reads that wait for `finish()`; `fail` makes the next reads fail. */
function memo() {
  let reads = 0;
  const state = { fail: false };
  const pending: (() => void)[] = [];
  const read = vi.fn(() => {
    const number = ++reads;
    const fail = state.fail;
    return new Promise<PublishedIndex>((resolve, reject) =>
      pending.push(() => (fail ? reject(new Error('backend down')) : resolve(indexOf(number)))),
    );
  });
  const onError = vi.fn();
  /** Lets every read started so far end (the newest first when `newestFirst`), then their callbacks run. */
  const finish = async (newestFirst = false) => {
    const ends = pending.splice(0);
    for (const end of newestFirst ? ends.reverse() : ends) end();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { memo: createPublishedIndexMemo(read, onError), read, onError, state, finish };
}

const slugs = (index: PublishedIndex | undefined) => [...index!.slugs];

describe('createPublishedIndexMemo', () => {
  it('never makes a render wait: undefined until read, one read per data version however many ask', async () => {
    const { memo: published, read, finish } = memo();
    for (let i = 0; i < 20; i++) expect(published.get('v1')).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
    await finish();
    expect(slugs(published.get('v1'))).toEqual(['read-1']);
    expect(published.get('v1')).toBe(published.get('v1'));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('never answers a version with an index read for another one: a new version is read again first', async () => {
    const { memo: published, read, finish } = memo();
    published.get('v1');
    await finish();
    expect(slugs(published.get('v1'))).toEqual(['read-1']);
    expect(published.get('v2')).toBeUndefined();
    await finish();
    expect(slugs(published.get('v2'))).toEqual(['read-2']);
    // Back to an earlier text (an unpublish undoing a publish): read again too, never the kept one.
    expect(published.get('v1')).toBeUndefined();
    await finish();
    expect(slugs(published.get('v1'))).toEqual(['read-3']);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('a read of an older version ending late is not kept for the newer one', async () => {
    const { memo: published, finish } = memo();
    published.get('v1');
    published.get('v2'); // the version changed while v1's read ran
    await finish(true); // v2's read ends first, v1's after it
    expect(slugs(published.get('v2'))).toEqual(['read-2']);
  });

  it('answers undefined when the read fails (the pages then ask the database), and reads again later', async () => {
    const { memo: published, read, onError, state, finish } = memo();
    state.fail = true;
    published.get('v1');
    await finish();
    expect(onError).toHaveBeenCalledTimes(1);
    state.fail = false;
    expect(published.get('v1')).toBeUndefined(); // a new read starts
    await finish();
    expect(slugs(published.get('v1'))).toEqual(['read-2']);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
