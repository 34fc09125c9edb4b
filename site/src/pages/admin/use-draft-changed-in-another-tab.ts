import { useEffect, useState } from 'react';
import { adminDraftKey } from '../../lib/admin-draft-keys';

/**
 * Whether another tab of this browser has written (or removed) `userId`'s draft of `postKey` since
 * this editor opened. Both tabs keep their unsaved changes under one key (browser-drafts.ts), so the
 * last one typed replaces the other's: the editor says so (docs/product-rules.md, "Blog posts").
 * The browser fires `storage` only in the other tabs of the origin, never in the one that wrote.
 */
export function useDraftChangedInAnotherTab(userId: string | null, postKey: string): boolean {
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (!userId) return;
    const key = adminDraftKey(userId, postKey);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.storageArea === window.localStorage) setChanged(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId, postKey]);
  return changed;
}
