import { queryKeys } from '@parley/shared/queries';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { seedFirstPostOnce } from '../api/seed-first-post';
import { reloadPage } from '../lib/reload-page';

export const FIRST_POST_MESSAGES = {
  created: 'First blog post created successfully!',
  failed: 'Failed to create first blog post. Please try again.',
} as const;

/** On /blog, the reload after the first post is created waits one second. */
export const RELOAD_DELAY_MS = 1000;

export interface SeedFirstPostOptions {
  userId: string | undefined;
  isAdmin: boolean;
}

/**
 * When an admin is signed in and the blog has no post at all, create the seed post, say
 * so, refresh the lists and, on /blog, reload after a second. Runs once per page load (see
 * `seedFirstPostOnce`); the outcome is reported even if the calling screen has unmounted meanwhile.
 */
export function useSeedFirstPost({ userId, isAdmin }: SeedFirstPostOptions): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isAdmin || !userId) return;
    const seeding = seedFirstPostOnce(userId, () =>
      import('../api/create-first-post').then(({ createFirstPost }) => createFirstPost(userId)),
    );
    seeding?.then(
      (created) => {
        if (!created) return;
        notifications.show({ color: 'green', message: FIRST_POST_MESSAGES.created });
        void queryClient.invalidateQueries({ queryKey: queryKeys.posts.root });
        if (window.location.pathname === paths.blog) setTimeout(reloadPage, RELOAD_DELAY_MS);
      },
      (error: unknown) => {
        console.error('First blog post creation failed', error);
        notifications.show({ color: 'red', message: FIRST_POST_MESSAGES.failed });
      },
    );
  }, [isAdmin, userId, queryClient]);
}
