import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDraftKey } from '../../lib/admin-draft-keys';
import { useDraftChangedInAnotherTab } from './use-draft-changed-in-another-tab';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

/** What the browser fires in this tab when another tab of the same origin writes localStorage. */
function anotherTabWrites(
  key: string | null,
  newValue: string | null,
  storageArea: Storage | null = localStorage,
) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }));
  });
}

describe('two tabs of one browser on one post share one browser draft', () => {
  beforeEach(() => localStorage.clear());

  it('tells this tab when another tab writes or removes its draft of this post', () => {
    const { result } = renderHook(() => useDraftChangedInAnotherTab(ALICE, 'post-1'));
    expect(result.current).toBe(false);
    anotherTabWrites(adminDraftKey(ALICE, 'post-1'), '{"values":{}}');
    expect(result.current).toBe(true);

    const removed = renderHook(() => useDraftChangedInAnotherTab(ALICE, 'post-1'));
    anotherTabWrites(adminDraftKey(ALICE, 'post-1'), null);
    expect(removed.result.current).toBe(true);
  });

  it("stays quiet for another post, another admin's draft, other keys, a clear() and sessionStorage", () => {
    const { result } = renderHook(() => useDraftChangedInAnotherTab(ALICE, 'post-1'));
    anotherTabWrites(adminDraftKey(ALICE, 'post-2'), '{}');
    anotherTabWrites(adminDraftKey(ALICE, 'new'), '{}');
    anotherTabWrites(adminDraftKey(BOB, 'post-1'), '{}');
    anotherTabWrites('sb-127-auth-token', '{}');
    anotherTabWrites(null, null);
    anotherTabWrites(adminDraftKey(ALICE, 'post-1'), '{}', sessionStorage);
    expect(result.current).toBe(false);
  });

  it('forgets it for another draft: another admin signing in over the editor, or another post', () => {
    const { result, rerender } = renderHook(
      ({ userId, postKey }) => useDraftChangedInAnotherTab(userId, postKey),
      { initialProps: { userId: ALICE, postKey: 'post-1' } },
    );
    anotherTabWrites(adminDraftKey(ALICE, 'post-1'), '{}');
    expect(result.current).toBe(true);
    rerender({ userId: BOB, postKey: 'post-1' });
    expect(result.current).toBe(false);
    rerender({ userId: BOB, postKey: 'post-2' });
    anotherTabWrites(adminDraftKey(BOB, 'post-1'), '{}');
    expect(result.current).toBe(false);
    anotherTabWrites(adminDraftKey(BOB, 'post-2'), '{}');
    expect(result.current).toBe(true);
  });

  it('listens to nothing before an admin is known, and stops listening once closed', () => {
    const signedOut = renderHook(() => useDraftChangedInAnotherTab(null, 'post-1'));
    anotherTabWrites(adminDraftKey(ALICE, 'post-1'), '{}');
    expect(signedOut.result.current).toBe(false);

    const closed = renderHook(() => useDraftChangedInAnotherTab(ALICE, 'post-1'));
    closed.unmount();
    anotherTabWrites(adminDraftKey(ALICE, 'post-1'), '{}');
    expect(closed.result.current).toBe(false);
  });
});
