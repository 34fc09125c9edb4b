import { useEffect, useRef } from 'react';
import { useAdminHost, type PendingImage } from '../host/AdminHost';
import { DraftImagesNotKeptError } from '../host/draft-images-not-kept';
import { ADMIN_MESSAGES } from '../messages';
import type { PostFormValues } from './post-form-values';

/** How long typing must pause before the draft is stored (a keystroke never waits on storage). */
export const DRAFT_AUTOSAVE_DELAY_MS = 800;

/**
 * Hands the host the form's values while they differ from what is stored, once typing pauses, so a
 * crash, a quit or a lost backend never loses an edit. Does nothing when the host keeps no drafts.
 * When the host cannot keep them, the person is told once (not at every pause in typing), and again
 * only if keeping them fails anew after it had worked, or fails otherwise (the text kept without the
 * waiting pictures, then nothing kept, or another number of pictures).
 */
export function useDraftAutosave(
  key: string,
  values: PostFormValues,
  dirty: boolean,
  /** Pictures waiting for the backend: kept with the draft. */
  images: PendingImage[] = NO_IMAGES,
  /** The post's tags as typed (kept apart from the form's values): kept with the draft. */
  tags: readonly string[] = NO_TAGS,
  /** The stored version the edits are made on (absent for a new post). */
  basedOn?: string,
): void {
  const { drafts, notify } = useAdminHost();
  // The loss last told (null while keeping works): each is said once, a different one anew.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!drafts || !dirty) return;
    const timer = setTimeout(() => {
      const draft = {
        key,
        title: values.title,
        values,
        tags,
        ...(images.length > 0 ? { images } : {}),
        ...(basedOn ? { basedOn } : {}),
      };
      Promise.resolve()
        .then(() => drafts.save(draft))
        .then(
          () => {
            told.current = null;
          },
          (error: unknown) => {
            // The text kept without the waiting pictures is said as such: not "nothing kept".
            const message =
              error instanceof DraftImagesNotKeptError
                ? ADMIN_MESSAGES.draftImagesNotKept(error.images)
                : ADMIN_MESSAGES.draftNotKept;
            if (told.current !== message) notify({ kind: 'error', message });
            told.current = message;
          },
        );
    }, DRAFT_AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [drafts, notify, key, values, dirty, images, tags, basedOn]);
}

const NO_IMAGES: PendingImage[] = [];
const NO_TAGS: readonly string[] = [];
