import { notifications } from '@mantine/notifications';
import {
  AdminDashboard,
  AdminProvider,
  draftValuesFromForm,
  PostEditor,
  valuesFromDraft,
  tagsFromDraft,
  basedOnFromDraft,
  type AdminHost,
  type PendingImage,
  type PostFormValues,
} from '@parley/admin-ui';
import { reactRouterNavigation } from '@parley/admin-ui/react-router';
import { useMemo, type ReactNode } from 'react';
import { blogPostPath, blogPreviewPath } from '@parley/shared/site-paths';
import { useLocation, useOutletContext, useParams } from 'react-router-dom';
import type { Draft } from '../../../shared/ipc-contract';
import { sitePage } from '../../../shared/site-links';
import { useSignedInAdmin } from '../auth/signed-in-admin';
import { useBackendSettings } from '../lib/backend-settings';
import { bridge } from '../lib/bridge';
import { useSaveCommand } from '../lib/save-command';
import { useSupabaseClient } from '../lib/supabase-context';
import { studioLinks, studioPaths } from '../paths';

/**
 * Mounts the shared admin package with the studio's shell: native confirm, toasts, hash routes, and
 * the editor's save for File › Save.
 */
export function StudioAdmin({ children }: { children: ReactNode }) {
  const client = useSupabaseClient();
  const { userId } = useSignedInAdmin();
  const saveCommand = useSaveCommand();
  // Public post URLs (on the site of the settings) open in the system browser: the studio window
  // itself never navigates.
  const { siteUrl } = useBackendSettings().settings;
  const value = useMemo<AdminHost>(
    () => ({
      supabase: client,
      userId,
      paths: {
        dashboard: studioPaths.posts,
        newPost: studioPaths.newPost,
        editPost: studioLinks.editPost,
        media: studioPaths.media,
        subscribers: studioPaths.subscribers,
        tags: studioPaths.tags,
        publicPost: (slug: string) => sitePage(siteUrl, blogPostPath(slug)),
        previewPost: (token: string) => sitePage(siteUrl, blogPreviewPath(token)),
        profile: studioPaths.profile,
      },
      navigation: reactRouterNavigation,
      confirm: async (message: string) => window.confirm(message),
      notify: ({ kind, message }) =>
        notifications.show({
          color: kind === 'success' ? 'teal' : 'red',
          message,
          // Mantine's close button is an icon with no name: screen readers would announce "button".
          closeButtonProps: { 'aria-label': 'Close notification' },
        }),
      openExternal: (url: string) => void bridge().openExternal(url),
      // Autosave: unsaved edits go to the user data folder (main process), offered back after a crash.
      drafts: {
        // Pictures pasted while the backend was away travel with the draft until they are uploaded.
        save: ({ key, title, values, tags, images, basedOn }) =>
          bridge().drafts.save({
            key,
            title,
            // The version typed on: restored, the save is checked against it (never a silent overwrite).
            values: draftValuesFromForm(values, tags, basedOn),
            savedAt: new Date().toISOString(),
            ...(images ? { images } : {}),
          }),
        discard: (key) => void bridge().drafts.discard(key),
      },
      registerSave: saveCommand.register,
    }),
    [client, userId, saveCommand, siteUrl],
  );
  return <AdminProvider value={value}>{children}</AdminProvider>;
}

export function PostsScreen() {
  return (
    <StudioAdmin>
      <AdminDashboard />
    </StudioAdmin>
  );
}

/** What the editor screens get from the layout: whether View › Toggle Preview shows the preview. */
export interface EditorOutletContext {
  showPreview: boolean;
}

/** The draft DraftsRecovery navigated here with (Restore), as the editor's values. */
function useRestoredDraft(): {
  restoredValues?: PostFormValues;
  restoredImages?: PendingImage[];
  restoredTags?: string[] | null;
  restoredBasedOn?: string;
  restoreKey: string;
} {
  const location = useLocation();
  const draft = (location.state as { restoreDraft?: Draft } | null)?.restoreDraft;
  if (!draft) return { restoreKey: '' };
  return {
    restoreKey: draft.savedAt,
    restoredImages: draft.images,
    restoredValues: valuesFromDraft(draft.values),
    restoredTags: tagsFromDraft(draft.values),
    restoredBasedOn: basedOnFromDraft(draft.values),
  };
}

export function NewPostScreen() {
  const { showPreview } = useOutletContext<EditorOutletContext>();
  const { restoredValues, restoredImages, restoredTags, restoredBasedOn, restoreKey } = useRestoredDraft();
  return (
    <StudioAdmin>
      <PostEditor
        key={restoreKey}
        restoredValues={restoredValues}
        restoredImages={restoredImages}
        restoredTags={restoredTags}
        restoredBasedOn={restoredBasedOn}
        showPreview={showPreview}
      />
    </StudioAdmin>
  );
}

export function EditPostScreen() {
  const { id } = useParams();
  const { showPreview } = useOutletContext<EditorOutletContext>();
  const { restoredValues, restoredImages, restoredTags, restoredBasedOn, restoreKey } = useRestoredDraft();
  return (
    <StudioAdmin>
      <PostEditor
        key={`${id}:${restoreKey}`}
        postId={id}
        restoredValues={restoredValues}
        restoredImages={restoredImages}
        restoredTags={restoredTags}
        restoredBasedOn={restoredBasedOn}
        showPreview={showPreview}
      />
    </StudioAdmin>
  );
}
