import { useEffect } from 'react';
import { useAdminHost, type PendingImage } from '../host/AdminHost';
import type { PostFormValues } from './post-form-values';

/** How long typing must pause before the draft is stored (a keystroke never waits on storage). */
export const DRAFT_AUTOSAVE_DELAY_MS = 800;

/**
 * Hands the host the form's values while they differ from what is stored, once typing pauses, so a
 * crash, a quit or a lost backend never loses an edit. Does nothing when the host keeps no drafts.
 */
export function useDraftAutosave(
  key: string,
  values: PostFormValues,
  dirty: boolean,
  /** Pictures waiting for the backend: kept with the draft. */
  images: PendingImage[] = NO_IMAGES,
): void {
  const { drafts } = useAdminHost();
  useEffect(() => {
    if (!drafts || !dirty) return;
    const timer = setTimeout(
      () => drafts.save({ key, title: values.title, values, ...(images.length > 0 ? { images } : {}) }),
      DRAFT_AUTOSAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [drafts, key, values, dirty, images]);
}

const NO_IMAGES: PendingImage[] = [];
