import { Alert, Center, Loader } from '@mantine/core';
import { PostEditor } from '@parley/admin-ui';
import { useBrowserDraft } from './use-browser-draft';
import { useDraftChangedInAnotherTab } from './use-draft-changed-in-another-tab';
import { useKeptAdminId } from './use-kept-admin-id';

/** Shown above an editor that continues from this browser's draft (docs/messages.md). */
export const DRAFT_RESTORED_MESSAGE =
  'Your unsaved changes from this browser were restored. Save the post to keep them, or Cancel to discard them.';

/** Shown once another tab of this browser has changed this admin's draft of the same post (docs/messages.md). */
export const DRAFT_IN_ANOTHER_TAB_MESSAGE = {
  post: 'This post is also being edited in another tab of this browser. The browser keeps only the unsaved changes typed last, in either tab: continue in one tab only.',
  newPost:
    'A new post is also being written in another tab of this browser. The browser keeps only the unsaved changes typed last, in either tab: continue in one tab only.',
} as const;

/**
 * The editor of `postId` (absent: a new post), continuing from this admin's unsaved draft in this
 * browser when there is one (after an expired session, a closed tab or a crash).
 */
export function RestoredDraftEditor({ postId }: { postId?: string }) {
  const draft = useBrowserDraft(postId ?? 'new');
  const sharedWithAnotherTab = useDraftChangedInAnotherTab(useKeptAdminId(), postId ?? 'new');
  if (draft === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label="Opening the editor" />
      </Center>
    );
  }
  return (
    <>
      {sharedWithAnotherTab && (
        <Alert role="alert" color="yellow" mb="md">
          {postId ? DRAFT_IN_ANOTHER_TAB_MESSAGE.post : DRAFT_IN_ANOTHER_TAB_MESSAGE.newPost}
        </Alert>
      )}
      <PostEditor
        postId={postId}
        restoredValues={draft?.values}
        restoredTags={draft?.tags}
        restoredImages={draft && draft.images.length > 0 ? draft.images : undefined}
        restoredBasedOn={draft?.basedOn}
        // Shown while the editor continues the draft: gone with it (Reload, a History restore).
        restoredNotice={DRAFT_RESTORED_MESSAGE}
      />
    </>
  );
}
