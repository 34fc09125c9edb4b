import { notifications } from '@mantine/notifications';
import {
  AdminDashboard,
  AdminProvider,
  PostEditor,
  type AdminHost,
  type PendingImage,
  type PostFormValues,
} from '@parley/admin-ui';
import type { ParleySupabaseClient } from '@parley/shared';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useOutletContext, useParams } from 'react-router-dom';
import type { Draft } from '../../../shared/ipc-contract';
import { sitePage } from '../../../shared/site-links';
import { bridge } from '../lib/bridge';
import { useSiteUrl } from '../lib/use-site-url';
import { studioLinks, studioPaths } from '../paths';

interface ScreenProps {
  client: ParleySupabaseClient;
  userId: string;
}

/** Mounts the shared admin package with the studio's shell: native confirm, toasts, hash routes. */
export function StudioAdmin({ client, userId, children }: ScreenProps & { children: ReactNode }) {
  // Public post URLs (on the site of the settings) open in the system browser: the studio window
  // itself never navigates.
  const siteUrl = useSiteUrl();
  const value = useMemo<AdminHost>(
    () => ({
      supabase: client,
      userId,
      paths: {
        dashboard: studioPaths.posts,
        newPost: studioPaths.newPost,
        editPost: studioLinks.editPost,
        media: studioPaths.media,
        publicPost: (slug: string) => sitePage(siteUrl, `/blog/${encodeURIComponent(slug)}`),
      },
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
        save: ({ key, title, values, images }) =>
          void bridge().drafts.save({
            key,
            title,
            values: { ...values },
            savedAt: new Date().toISOString(),
            ...(images ? { images } : {}),
          }),
        discard: (key) => void bridge().drafts.discard(key),
      },
    }),
    [client, userId, siteUrl],
  );
  return <AdminProvider value={value}>{children}</AdminProvider>;
}

export function PostsScreen(props: ScreenProps) {
  return (
    <StudioAdmin {...props}>
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
  restoreKey: string;
} {
  const location = useLocation();
  const draft = (location.state as { restoreDraft?: Draft } | null)?.restoreDraft;
  if (!draft) return { restoreKey: '' };
  const text = (name: keyof PostFormValues) => {
    const value = draft.values[name];
    return typeof value === 'string' ? value : '';
  };
  const publishedAt = draft.values.published_at;
  return {
    restoreKey: draft.savedAt,
    restoredImages: draft.images,
    restoredValues: {
      title: text('title'),
      slug: text('slug'),
      category: text('category'),
      excerpt: text('excerpt'),
      content: text('content'),
      cover_image: text('cover_image'),
      published_at: typeof publishedAt === 'string' ? publishedAt : null,
    },
  };
}

export function NewPostScreen(props: ScreenProps) {
  const { showPreview } = useOutletContext<EditorOutletContext>();
  const { restoredValues, restoredImages, restoreKey } = useRestoredDraft();
  return (
    <StudioAdmin {...props}>
      <PostEditor
        key={restoreKey}
        restoredValues={restoredValues}
        restoredImages={restoredImages}
        showPreview={showPreview}
      />
    </StudioAdmin>
  );
}

export function EditPostScreen(props: ScreenProps) {
  const { id } = useParams();
  const { showPreview } = useOutletContext<EditorOutletContext>();
  const { restoredValues, restoredImages, restoreKey } = useRestoredDraft();
  return (
    <StudioAdmin {...props}>
      <PostEditor
        key={`${id}:${restoreKey}`}
        postId={id}
        restoredValues={restoredValues}
        restoredImages={restoredImages}
        showPreview={showPreview}
      />
    </StudioAdmin>
  );
}
