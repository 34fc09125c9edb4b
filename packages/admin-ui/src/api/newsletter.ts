import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sendNewsletterPost, sendNewsletterTest, type NewsletterSend } from '@parley/shared/newsletter';
import { publishPostNow } from '@parley/shared/posts';
import { newsletterQueries, queryKeys } from '@parley/shared/queries';
import { useAdminHost } from '../host/AdminHost';
import { invalidatePosts } from './invalidate-posts';

/** How often a running send's figures are read again. */
export const SEND_PROGRESS_POLL_MS = 2000;

export function useNewsletterCounts(enabled = true) {
  const { supabase } = useAdminHost();
  return useQuery({ ...newsletterQueries.counts(supabase), enabled });
}

export function useNewsletterSender(enabled = true) {
  const { supabase } = useAdminHost();
  return useQuery({ ...newsletterQueries.sender(supabase), enabled });
}

/** The signed-in admin's address (from the session the client holds: no request). */
export function useMyAddress(enabled = true) {
  const { supabase } = useAdminHost();
  return useQuery({
    queryKey: queryKeys.newsletter.myAddress,
    queryFn: async () => (await supabase.auth.getSession()).data.session?.user.email ?? null,
    enabled,
  });
}

/** A send still has mails queued or being sent. */
export function isRunning(send: NewsletterSend): boolean {
  return send.queued > 0;
}

/**
 * A post's sends, read again every two seconds while one is running: the figures live in the
 * database, so a reload or a studio restart shows the same progress.
 */
export function useNewsletterSends(postId: string) {
  const { supabase } = useAdminHost();
  return useQuery({
    ...newsletterQueries.sends(supabase, postId),
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? SEND_PROGRESS_POLL_MS : false),
  });
}

export interface SendRequest {
  /** Publish the post first (a draft's "Publish and email"). */
  publish: boolean;
  /** The explicit "Send again": the database refuses a second send without it. */
  resend: boolean;
}

/** Sends the post to the confirmed subscribers (publishing it first when asked). */
export function useSendNewsletter(postId: string) {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ publish, resend }: SendRequest) => {
      const published = publish ? await publishPostNow(supabase, postId) : null;
      try {
        return await sendNewsletterPost(supabase, postId, { resend });
      } finally {
        // The editor opens the published version (its copy is static), so a later save keeps it published.
        if (published) {
          queryClient.setQueryData(queryKeys.posts.byId(postId), published);
          void invalidatePosts(queryClient);
        }
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.newsletter.root }),
  });
}

/** Queues one mail of the post to the signed-in admin. */
export function useSendTestMail(postId: string) {
  const { supabase } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendNewsletterTest(supabase, postId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.newsletter.sends(postId) }),
  });
}
