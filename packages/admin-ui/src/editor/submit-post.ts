import { InvalidPostError, NotFoundError, SlugTakenError } from '@parley/shared/errors';
import { PostChangedError } from '@parley/shared/posts';
import type { BlogPostFormValues } from '@parley/shared/validation';
import { TagsNotSavedError, type SaveRequest } from '../api/save-post';
import { isUnanswered } from '../api/unanswered';
import { isTagAddressClash } from '../tags/tag-address-clash';
import { IMAGE_UI_MESSAGES } from '../images/image-ui-messages';
import { TAG_MESSAGES } from '../tags/tag-messages';
import { ADMIN_MESSAGES } from '../messages';
import type { AdminNotice } from '../host/AdminHost';
import type { ResolvedPublication } from '../publishing/publish-choice';

/**
 * The editor's save path, step by step, apart from the form that shows it: refuse while pictures
 * still wait to upload (the text stays, with its draft), decide the publication at the moment of
 * saving, build the request, write, then either map the error to what the admin sees or discard the
 * draft and go back to the dashboard. The caller flushes the last keystroke into the form first
 * (what is saved is what is shown) and validates the values.
 */
export interface SubmitPostInput {
  values: BlogPostFormValues;
  /** The post being edited and the version opened; absent when creating. */
  existing?: { id: string; updatedAt: string };
  /** The id a new post takes (its pictures are already stored under it). */
  createdId: string;
  /** True from the conflict dialog's "overwrite": the write ignores the version opened. */
  overwrite: boolean;
  /** Pictures kept offline that have not reached storage yet. */
  pendingImages: number;
  /** Asks the publish control for the `published_at` to save now; not ok: it shows its own message. */
  resolvePublication: () => ResolvedPublication;
  /**
   * The tags field: its message when invalid; the names to store once loaded (else left as they
   * are), and whether the admin changed them from the stored ones (`dirty`).
   */
  tags: { problem: string | null | undefined; loaded: boolean; names: string[]; dirty: boolean };
}

/** What the save path changes around it; each is one step's outcome. */
export interface SubmitPostEffects {
  mutate: (request: SaveRequest) => Promise<unknown>;
  notify: (notice: AdminNotice) => void;
  setFieldError: (field: string, message: string) => void;
  setErrors: (errors: Record<string, string>) => void;
  setConflict: (open: boolean) => void;
  /**
   * Where the next save goes on from: the version just written (saved, its tags not), updated from
   * there; or null, the post is gone (deleted meanwhile), so the next save creates it anew.
   */
  continueFrom: (version: { id: string; updatedAt: string } | null) => void;
  discardDraft: () => void;
  allowLeaving: () => void;
  goToDashboard: () => void;
}

export type SubmitPostOutcome =
  | 'saved'
  | 'waiting-images'
  | 'invalid-publication'
  | 'invalid-tags'
  | 'slug-taken'
  | 'invalid-fields'
  | 'conflict'
  | 'tags-not-saved'
  | 'deleted-meanwhile'
  | 'failed';

/** The write the form asks for: create with the chosen id, or update (checked against the version opened). */
export function saveRequestFor(input: SubmitPostInput, publishedAt: string | null): SaveRequest {
  const values = { ...input.values, published_at: publishedAt };
  const request: SaveRequest = input.existing
    ? {
        kind: 'update',
        id: input.existing.id,
        values,
        openedUpdatedAt: input.overwrite ? null : input.existing.updatedAt,
      }
    : { kind: 'create', values, id: input.createdId };
  // An update writes the tags only when the admin changed them: the names read when the editor opened
  // would bring back a tag deleted meanwhile in the tag manager, or undo a merge for this post.
  if (input.tags.loaded && (!input.existing || input.tags.dirty)) request.tags = input.tags.names;
  return request;
}

/** Shows a failed write where the admin fixes it: the field, the conflict dialog or a notice. */
export function showSaveError(error: unknown, effects: SubmitPostEffects): SubmitPostOutcome {
  if (error instanceof SlugTakenError) {
    effects.setFieldError('slug', ADMIN_MESSAGES.slugTaken);
    return 'slug-taken';
  }
  if (error instanceof InvalidPostError) {
    effects.setErrors(error.issues);
    return 'invalid-fields';
  }
  if (error instanceof PostChangedError) {
    effects.setConflict(true);
    return 'conflict';
  }
  if (error instanceof NotFoundError) {
    // Someone deleted the post: no update can succeed, so the text would be stuck here. The next save
    // creates it again (PostForm gives it the post's id, the folder its pictures are in).
    effects.continueFrom(null);
    effects.notify({ kind: 'error', message: ADMIN_MESSAGES.postDeletedMeanwhile });
    return 'deleted-meanwhile';
  }
  if (error instanceof TagsNotSavedError) {
    // The notice says "save again": that save updates the version just written, not the one opened
    // (a conflict with itself) nor a new post (its id is taken now).
    effects.continueFrom({ id: error.post.id, updatedAt: error.post.updated_at });
    // A name whose address another tag holds fails again on every save: say what to change.
    const message = isTagAddressClash(error) ? TAG_MESSAGES.addressTaken : TAG_MESSAGES.saveFailed;
    effects.notify({ kind: 'error', message });
    return 'tags-not-saved';
  }
  // No answer at all (offline, the backend stopped): said as such, so the admin knows to retry.
  const message = isUnanswered(error) ? ADMIN_MESSAGES.saveUnanswered : ADMIN_MESSAGES.saveFailed;
  effects.notify({ kind: 'error', message });
  return 'failed';
}

/** Runs the save path; the draft is discarded and the editor left only once the write succeeded. */
export async function submitPost(
  input: SubmitPostInput,
  effects: SubmitPostEffects,
): Promise<SubmitPostOutcome> {
  if (input.pendingImages > 0) {
    effects.notify({ kind: 'error', message: IMAGE_UI_MESSAGES.waitingImages(input.pendingImages) });
    return 'waiting-images';
  }
  const publication = input.resolvePublication();
  if (!publication.ok) return 'invalid-publication';
  if (input.tags.problem) return 'invalid-tags';
  try {
    await effects.mutate(saveRequestFor(input, publication.publishedAt));
  } catch (error) {
    return showSaveError(error, effects);
  }
  effects.setConflict(false);
  effects.discardDraft();
  effects.notify({
    kind: 'success',
    message: input.existing ? ADMIN_MESSAGES.updated : ADMIN_MESSAGES.created,
  });
  effects.allowLeaving();
  effects.goToDashboard();
  return 'saved';
}
