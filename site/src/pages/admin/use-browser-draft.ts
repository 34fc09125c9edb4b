import { useEffect, useState } from 'react';
import { readBrowserDraft, type BrowserDraft } from './browser-drafts';
import { useKeptAdminId } from './use-kept-admin-id';

/**
 * This admin's unsaved draft of `postKey` (`new`, or a post's id) from this browser: `undefined`
 * until it has been read (after mount: localStorage does not exist on the server), then the draft or
 * null. The editor opens once it is known, so it starts from the draft rather than switching to it.
 */
export function useBrowserDraft(postKey: string): BrowserDraft | null | undefined {
  // Kept through a session that ends mid-edit, so the editor is not closed under the sign-in dialog.
  const userId = useKeptAdminId();
  const [read, setRead] = useState<{ key: string; draft: BrowserDraft | null } | undefined>();
  useEffect(() => {
    if (!userId) return;
    let draft: BrowserDraft | null = null;
    try {
      draft = readBrowserDraft(userId, postKey, window.localStorage);
    } catch {
      // Storage the browser refuses to open (blocked cookies): no draft to continue from.
    }
    setRead({ key: `${userId}:${postKey}`, draft });
  }, [userId, postKey]);
  return read?.key === `${userId}:${postKey}` ? read.draft : undefined;
}
