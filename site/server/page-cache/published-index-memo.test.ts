// @vitest-environment node
import type { BlogPostSummary } from '@parley/shared/posts';
import { describe, expect, it, vi } from 'vitest';
import { indexPublished, type PublishedIndex } from '../../src/app/ssr/published-index';
import { createPublishedIndexMemo } from './published-index-memo';

/** An index whose one post names the read it came from. */
const indexOf = (read: number): PublishedIndex =>
  indexPublished(
    [{ slug: `read-${read}`, title: 'A post', excerpt: 'About it' } as BlogPostSummary],
    [`category-${read}`],
  );
const slugs = (index: PublishedIndex | undefined) => [...index!.slugs];
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A memo over a database whose version is `db.version` (as a read starts); version reads wait for `endVersionReads()`,
 * index reads end at once. `db.fail` makes reads fail.
 */
function setup() {
  const clock = { now: 0 };
  const db = { version: 'v1', fail: false };
  const pendingVersions: (() => void)[] = [];
  let indexReads = 0;
  const readVersion = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        const { version, fail } = db; // what the database holds when the read starts
        pendingVersions.push(() => (fail ? reject(new Error('backend down')) : resolve(version)));
      }),
  );
  const readIndex = vi.fn(async (): Promise<PublishedIndex | undefined> => {
    if (db.fail) throw new Error('backend down');
    return indexOf(++indexReads);
  });
  const onError = vi.fn();
  const memo = createPublishedIndexMemo({ readVersion, readIndex, now: () => clock.now, onError });
  const endVersionReads = async () => {
    for (let i = 0; i < 3; i++) {
      for (const end of pendingVersions.splice(0)) end();
      await tick();
    }
  };
  return { memo, clock, db, readVersion, readIndex, onError, endVersionReads };
}

describe('createPublishedIndexMemo', () => {
  it('shares one version read and one index read among the renders waiting at once', async () => {
    const { memo, readVersion, readIndex, endVersionReads } = setup();
    const answers = Array.from({ length: 20 }, () => memo.since(0));
    await endVersionReads();
    const indexes = await Promise.all(answers);
    expect(readVersion).toHaveBeenCalledTimes(1);
    expect(readIndex).toHaveBeenCalledTimes(1);
    expect(new Set(indexes).size).toBe(1);
    expect(memo.last()).toBe(indexes[0]);
  });

  it('never answers a render with a version read that started before it: a write just made shows', async () => {
    const { memo, clock, db, readVersion, endVersionReads } = setup();
    clock.now = 10;
    const first = memo.since(10); // a version read starts at 10
    clock.now = 20;
    db.version = 'v2'; // a post published at 15, its page asked for at 20
    const second = memo.since(20);
    await endVersionReads();
    expect(slugs(await first)).toEqual(['read-1']);
    expect(slugs(await second)).toEqual(['read-2']); // a read started after 20, which saw v2
    expect(readVersion).toHaveBeenCalledTimes(2);
  });

  it("lets the page cache's version read serve the render of the page asked for before it: one read, not two", async () => {
    const { memo, clock, readVersion, readIndex, endVersionReads } = setup();
    clock.now = 12; // a page asked for at 10: the page cache reads the version for it at 12
    const version = memo.versionSince(12);
    await endVersionReads();
    expect(await version).toBe('v1');
    const index = memo.since(10); // its render: the data as of 10 or later
    await endVersionReads();
    expect(slugs(await index)).toEqual(['read-1']);
    expect(readVersion).toHaveBeenCalledTimes(1);
    expect(readIndex).toHaveBeenCalledTimes(1);
    // A page asked for after that read started is not served by it.
    clock.now = 20;
    const later = memo.since(13);
    await endVersionReads();
    await later;
    expect(readVersion).toHaveBeenCalledTimes(2);
  });

  it('reads the index again only when the version changed', async () => {
    const { memo, clock, db, readIndex, endVersionReads } = setup();
    for (const [at, version] of [
      [1, 'v1'],
      [2, 'v1'],
      [3, 'v2'],
      [4, 'v1'],
    ] as const) {
      clock.now = at;
      db.version = version;
      const answer = memo.since(at);
      await endVersionReads();
      await answer;
    }
    // v1, then v2, then v1 again (an unpublish undoing a publish): never the index kept for another.
    expect(readIndex).toHaveBeenCalledTimes(3);
    expect(slugs(memo.last())).toEqual(['read-3']);
  });

  it('leaves a blog bigger than the index to the database at once, without waiting for a version read', async () => {
    const { memo, clock, db, readIndex, endVersionReads } = setup();
    readIndex.mockResolvedValueOnce(undefined); // more posts than it indexes
    const first = memo.since(0);
    await endVersionReads();
    expect(await first).toBeUndefined();
    clock.now = 1;
    expect(await memo.since(1)).toBeUndefined(); // no version read ended: it did not wait for one
    db.version = 'v2'; // the blog shrank: the index is read again in the background
    clock.now = 2;
    void memo.since(2);
    await endVersionReads();
    expect(slugs(memo.last())).toEqual(['read-1']);
  });

  it('answers undefined when a read fails (the page then asks the database), and reads again later', async () => {
    const { memo, clock, db, onError, endVersionReads } = setup();
    db.fail = true;
    const failed = memo.since(0);
    await endVersionReads();
    expect(await failed).toBeUndefined();
    expect(onError).toHaveBeenCalled();
    db.fail = false;
    clock.now = 1;
    const next = memo.since(1);
    await endVersionReads();
    expect(slugs(await next)).toEqual(['read-1']);
  });
});
