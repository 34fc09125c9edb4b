import { Container } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AdminProvider, type AdminHost, type AdminNavigation } from '@parley/admin-ui';
import '@parley/article/article.css';
import { useMemo, type ReactNode } from 'react';
import { env } from '../../config/env';
import { links, paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { Link, useBlocker, useNavigate, useSearchParams } from '@parley/router';
import { getSupabase } from '../../lib/supabase-client';
import { browserDraftStore } from './browser-drafts';
import { useKeptAdminId } from './use-kept-admin-id';

/** The admin screens on the site's router. */
const siteNavigation: AdminNavigation = { Link, useNavigate, useSearchParams, useBlocker };

/** The web shell of the shared admin package: the site's client, routes, confirm and toasts. */
export function SiteAdmin({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  // The drafts' owner outlives a session that ends mid-edit: typing under the sign-in dialog is kept.
  const draftOwner = useKeptAdminId();
  const host = useMemo<AdminHost>(
    () => ({
      supabase: getSupabase(),
      userId,
      // Unsaved edits kept in this browser, per admin: an expired session loses nothing.
      ...(draftOwner ? { drafts: browserDraftStore(draftOwner, () => window.localStorage) } : {}),
      paths: {
        dashboard: paths.admin,
        newPost: paths.adminNewPost,
        editPost: links.adminEditPost,
        media: paths.adminMedia,
        subscribers: paths.adminSubscribers,
        tags: paths.adminTags,
        publicPost: links.blogPost,
        // The address to send: under the public site's URL, whichever address this admin opened.
        previewPost: (token) => new URL(links.blogPreview(token), `${env.siteUrl}/`).href,
        profile: paths.adminProfile,
      },
      navigation: siteNavigation,
      confirm: async (message) => window.confirm(message),
      notify: ({ kind, message }) =>
        notifications.show({
          color: kind === 'success' ? 'teal' : 'red',
          message,
          // Mantine's close button is an icon with no name: screen readers would announce "button".
          closeButtonProps: { 'aria-label': 'Close notification' },
        }),
    }),
    [userId, draftOwner],
  );
  return (
    <AdminProvider value={host}>
      <Container size="xl" py="xl">
        {children}
      </Container>
    </AdminProvider>
  );
}
