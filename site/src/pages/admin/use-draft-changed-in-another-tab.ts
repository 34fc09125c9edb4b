import { useEffect, useState } from 'react';
import { adminDraftKey } from '../../lib/admin-draft-keys';

/**
 * Whether another tab of this browser has written (or removed) `userId`'s draft of `postKey` since
 * this editor opened. Both tabs keep their unsaved changes under one key (browser-drafts.ts), so the
 * last one typed replaces the other's: the editor says so (docs/product-rules.md, "Blog posts").
 * The browser fires `storage` only in the other tabs of the origin, never in the one that wrote.
 */
export function useDraftChangedInAnotherTab(userId: string | null, postKey: string): boolean {
  const key = userId ? adminDraftKey(userId, postKey) : null;
  // The key the other tab changed: what it says holds for that draft only (another admin signing
  // in over the editor edits another draft).
  const [changedKey, setChangedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.storageArea === window.localStorage) setChangedKey(key);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);
  return key !== null && changedKey === key;
}
