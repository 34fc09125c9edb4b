import {
  basedOnFromDraft,
  DraftImagesNotKeptError,
  draftValuesFromForm,
  tagsFromDraft,
  valuesFromDraft,
  type DraftStore,
  type PendingImage,
  type PostFormValues,
} from '@parley/admin-ui';
import { isImageType } from '@parley/shared/images';
import { adminDraftKey } from '../../lib/admin-draft-keys';

/**
 * The web admin's autosave: the editor's unsaved values in this browser's localStorage, so a session
 * that expires mid-edit (the admin is sent to sign in), a closed tab or a crash loses nothing; the
 * editor continues from them when it opens again (docs/product-rules.md, "Blog posts").
 *
 * One entry per admin and post (`new` for a post not created yet): another account signed in on the
 * same browser never sees them. An entry is removed once its post is saved or its edits discarded,
 * and every one of the admin's when they sign out (`lib/admin-draft-keys.ts`).
 */

/** A draft as the editor continues from it. */
export interface BrowserDraft {
  values: PostFormValues;
  /** The tags as typed; null: the post's stored tags stand. */
  tags: string[] | null;
  images: PendingImage[];
  /** The stored version the edits were made on (undefined for a new post). */
  basedOn: string | undefined;
}

interface StoredDraft {
  values: Record<string, unknown>;
  images?: unknown;
}

/**
 * Keeps `userId`'s drafts in `storage()` (read at each call, never during a render: the pages also
 * render on the server); a refused write (quota, private mode) rejects, so the editor says so.
 */
export function browserDraftStore(userId: string, storage: () => Storage): DraftStore {
  return {
    save: async (draft) => {
      const key = adminDraftKey(userId, draft.key);
      const values = draftValuesFromForm(draft.values, draft.tags, draft.basedOn);
      try {
        storage().setItem(key, JSON.stringify({ values, images: draft.images ?? [] }));
      } catch (error) {
        // Pictures waiting to upload (base64, up to 10 MB each) can pass the browser's quota of a
        // few MB: the text is kept without them, and the admin is told which (a refusal of the text
        // too is the plain error: nothing was kept).
        if (!draft.images?.length) throw error;
        storage().setItem(key, JSON.stringify({ values, images: [] }));
        throw new DraftImagesNotKeptError(draft.images.length, { cause: error });
      }
    },
    // Best effort: a browser that refuses its storage must not turn a save that went through, or a
    // reload, into an error (the draft then simply stays, or never was).
    discard: (key) => {
      try {
        storage().removeItem(adminDraftKey(userId, key));
      } catch {
        // storage blocked
      }
    },
  };
}

function isPendingImage(value: unknown): value is PendingImage {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Record<string, unknown>;
  return (
    typeof image.id === 'string' &&
    typeof image.name === 'string' &&
    typeof image.type === 'string' &&
    isImageType(image.type) &&
    typeof image.data === 'string'
  );
}

/**
 * `userId`'s draft of `postKey`, or null when there is none or it cannot be read (damaged JSON,
 * another shape: the stored post or the empty form stands). The uploads check each picture's bytes
 * again; this only keeps the shape the editor expects.
 */
export function readBrowserDraft(userId: string, postKey: string, storage: Storage): BrowserDraft | null {
  let stored: StoredDraft;
  try {
    const raw = storage.getItem(adminDraftKey(userId, postKey));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    stored = parsed as StoredDraft;
  } catch {
    return null;
  }
  if (typeof stored.values !== 'object' || stored.values === null || Array.isArray(stored.values))
    return null;
  return {
    values: valuesFromDraft(stored.values),
    tags: tagsFromDraft(stored.values),
    images: Array.isArray(stored.images) ? stored.images.filter(isPendingImage) : [],
    basedOn: basedOnFromDraft(stored.values),
  };
}
