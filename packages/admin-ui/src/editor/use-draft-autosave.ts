import { useEffect } from 'react';
import { useAdminHost } from '../host/AdminHost';
import type { PostFormValues } from './post-form-values';

/** How long typing must pause before the draft is stored (a keystroke never waits on storage). */
export const DRAFT_AUTOSAVE_DELAY_MS = 800;

/**
 * Hands the host the form's values while they differ from what is stored, once typing pauses, so a
 * crash, a quit or a lost backend never loses an edit. Does nothing when the host keeps no drafts.
 */
export function useDraftAutosave(key: string, values: PostFormValues, dirty: boolean): void {
  const { drafts } = useAdminHost();
  useEffect(() => {
    if (!drafts || !dirty) return;
    const timer = setTimeout(
      () => drafts.save({ key, title: values.title, values }),
      DRAFT_AUTOSAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [drafts, key, values, dirty]);
}
