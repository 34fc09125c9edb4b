import { Center, Loader } from '@mantine/core';
import { PostEditor } from '@parley/admin-ui';
import { useBrowserDraft } from './use-browser-draft';

/** Shown above an editor that continues from this browser's draft (docs/messages.md). */
export const DRAFT_RESTORED_MESSAGE =
  'Your unsaved changes from this browser were restored. Save the post to keep them, or Cancel to discard them.';

/**
 * The editor of `postId` (absent: a new post), continuing from this admin's unsaved draft in this
 * browser when there is one (after an expired session, a closed tab or a crash).
 */
export function RestoredDraftEditor({ postId }: { postId?: string }) {
  const draft = useBrowserDraft(postId ?? 'new');
  if (draft === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label="Opening the editor" />
      </Center>
    );
  }
  return (
    <PostEditor
      postId={postId}
      restoredValues={draft?.values}
      restoredTags={draft?.tags}
      restoredImages={draft && draft.images.length > 0 ? draft.images : undefined}
      restoredBasedOn={draft?.basedOn}
      // Shown while the editor continues the draft: gone with it (Reload, a History restore).
      restoredNotice={DRAFT_RESTORED_MESSAGE}
    />
  );
}
