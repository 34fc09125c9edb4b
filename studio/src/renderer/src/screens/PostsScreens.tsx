import { notifications } from '@mantine/notifications';
import { AdminDashboard, AdminProvider, PostEditor, type AdminHost } from '@parley/admin-ui';
import type { ParleySupabaseClient } from '@parley/shared';
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { bridge } from '../lib/bridge';
import { studioLinks, studioPaths } from '../paths';

interface ScreenProps {
  client: ParleySupabaseClient;
  userId: string;
}

/** Public post URLs open in the system browser: the studio window itself never navigates. */
const SITE_URL = 'http://127.0.0.1:5173';

/** Mounts the shared admin package with the studio's shell: native confirm, toasts, hash routes. */
function StudioAdmin({ client, userId, children }: ScreenProps & { children: ReactNode }) {
  const value = useMemo<AdminHost>(
    () => ({
      supabase: client,
      userId,
      paths: {
        dashboard: studioPaths.posts,
        newPost: studioPaths.newPost,
        editPost: studioLinks.editPost,
        publicPost: (slug: string) => `${SITE_URL}/blog/${encodeURIComponent(slug)}`,
      },
      confirm: async (message: string) => window.confirm(message),
      notify: ({ kind, message }) =>
        notifications.show({ color: kind === 'success' ? 'teal' : 'red', message }),
      openExternal: (url: string) => void bridge().openExternal(url),
    }),
    [client, userId],
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

export function NewPostScreen(props: ScreenProps) {
  return (
    <StudioAdmin {...props}>
      <PostEditor />
    </StudioAdmin>
  );
}

export function EditPostScreen(props: ScreenProps) {
  const { id } = useParams();
  return (
    <StudioAdmin {...props}>
      <PostEditor key={id} postId={id} />
    </StudioAdmin>
  );
}
