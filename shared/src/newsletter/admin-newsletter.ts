import { z } from 'zod';
import type { ParleySupabaseClient } from '../supabase/client';
import { DataError } from '../errors/data-errors';

// The newsletter as admins see it, through the database's admin functions (each checks the caller
// is an admin: anyone else gets DataError 42501). Every answer is parsed, so a server that answers
// something else fails here, loudly, not three components later.

export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'suppressed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const count = z.number().int().nonnegative();

const countsSchema = z.object({ pending: count, confirmed: count, unsubscribed: count, suppressed: count });
export type NewsletterCounts = z.infer<typeof countsSchema>;

const senderSchema = z
  .object({
    from: z.string(),
    postal_address: z.string(),
    site_url: z.string(),
    reported_at: z.string(),
  })
  .nullable();
/** What the mail worker reported at its last start; null when no worker ever ran. */
export type NewsletterSender = z.infer<typeof senderSchema>;

const sendSchema = z.object({
  id: z.string(),
  kind: z.enum(['post', 'resend', 'test']),
  created_at: z.string(),
  recipients: count.nullable(),
  queued: count,
  sent: count,
  failed: count,
  suppressed: count,
  /** Mails never sent because the post was deleted or unpublished mid-send (`cancelled_reason`). */
  cancelled: count,
  cancelled_reason: z.enum(['deleted', 'unpublished']).nullable(),
  finished_at: z.string().nullable(),
});
/** One send of a post with its outbox's figures (`queued` counts the mails still queued or sending). */
export type NewsletterSend = z.infer<typeof sendSchema>;

const subscriberSchema = z.object({
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof subscriberSchema>;

const subscribersPageSchema = z.object({ rows: z.array(subscriberSchema), total: count });
export type NewsletterSubscribersPage = z.infer<typeof subscribersPageSchema>;

/** The database's bounds on the subscribers page (admin_newsletter_subscribers_page). */
export const SUBSCRIBERS_PAGE_SIZE = 50;
export const MAX_SUBSCRIBERS_PAGE_SIZE = 200;
export const MAX_SUBSCRIBERS_SEARCH_LENGTH = 254;

export interface NewsletterSubscribersQuery {
  status?: SubscriptionStatus | null;
  /** Part of an address, matched case-insensitively as literal text. */
  search?: string | null;
  /** 1-based; default 1. */
  page?: number;
  /** 1..200; default 50. */
  pageSize?: number;
}

/** The post is a draft or scheduled: only a published post goes to the subscribers. */
export class NewsletterPostNotPublishedError extends Error {
  override name = 'NewsletterPostNotPublishedError';
}

/** The post went out already; sending it again is the explicit resend (`resend: true`). */
export class NewsletterAlreadySentError extends Error {
  override name = 'NewsletterAlreadySentError';
}

/** A resend while the post's last send is still going (also the second of two resends at once). */
export class NewsletterSendRunningError extends Error {
  override name = 'NewsletterSendRunningError';
}

function parsed<T>(schema: z.ZodType<T>, data: unknown, action: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new DataError(action, { message: `unexpected answer: ${result.error.message}` });
  return result.data;
}

export async function fetchNewsletterCounts(client: ParleySupabaseClient): Promise<NewsletterCounts> {
  const { data, error } = await client.rpc('admin_newsletter_counts');
  if (error) throw new DataError('Failed to load the newsletter counts', error);
  return parsed(countsSchema, data, 'Failed to load the newsletter counts');
}

export async function fetchNewsletterSender(client: ParleySupabaseClient): Promise<NewsletterSender> {
  const { data, error } = await client.rpc('admin_newsletter_sender');
  if (error) throw new DataError('Failed to load the newsletter sender', error);
  return parsed(senderSchema, data, 'Failed to load the newsletter sender');
}

/** The sends of one post, newest first, tests included. */
export async function fetchNewsletterSends(
  client: ParleySupabaseClient,
  postId: string,
): Promise<NewsletterSend[]> {
  const { data, error } = await client.rpc('admin_newsletter_sends', { p_post_id: postId });
  if (error) throw new DataError('Failed to load the newsletter sends', error);
  return parsed(z.array(sendSchema), data, 'Failed to load the newsletter sends');
}

/**
 * One page of subscriptions, newest first, with the number matching. RangeError for a page or size
 * the database would refuse (a bug in the caller); a search longer than the database's bound is cut
 * to it (an address is at most 254 characters, so nothing longer can match anyway).
 */
export async function fetchNewsletterSubscribersPage(
  client: ParleySupabaseClient,
  query: NewsletterSubscribersQuery = {},
): Promise<NewsletterSubscribersPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? SUBSCRIBERS_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000) throw new RangeError(`Bad page: ${page}`);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_SUBSCRIBERS_PAGE_SIZE) {
    throw new RangeError(`Bad page size: ${pageSize}`);
  }
  if (query.status && !SUBSCRIPTION_STATUSES.includes(query.status)) {
    throw new RangeError(`Unknown status: ${String(query.status)}`);
  }
  const search = query.search?.trim().slice(0, MAX_SUBSCRIBERS_SEARCH_LENGTH) || null;
  const { data, error } = await client.rpc('admin_newsletter_subscribers_page', {
    p_status: query.status ?? undefined,
    p_search: search ?? undefined,
    p_page: page,
    p_page_size: pageSize,
  });
  if (error) throw new DataError('Failed to load the subscribers', error);
  return parsed(subscribersPageSchema, data, 'Failed to load the subscribers');
}

/**
 * Every subscription matching the filter, page after page (200 a request), for the CSV export:
 * `onPage` gets each page's rows and the total. Pages by offset, newest first: a subscriber who
 * arrives meanwhile shifts the pages by one, so an address may appear twice, never go missing.
 */
export async function forEachNewsletterSubscribersPage(
  client: ParleySupabaseClient,
  filter: Pick<NewsletterSubscribersQuery, 'status' | 'search'>,
  onPage: (rows: readonly NewsletterSubscriber[], total: number) => void | Promise<void>,
): Promise<void> {
  for (let page = 1; ; page++) {
    const answer = await fetchNewsletterSubscribersPage(client, {
      ...filter,
      page,
      pageSize: MAX_SUBSCRIBERS_PAGE_SIZE,
    });
    await onPage(answer.rows, answer.total);
    if (answer.rows.length < MAX_SUBSCRIBERS_PAGE_SIZE || page * MAX_SUBSCRIBERS_PAGE_SIZE >= answer.total)
      return;
  }
}

/**
 * Queues the post for every confirmed subscriber; answers the send's id. The database refuses a
 * second send of the same post unless `resend` (NewsletterAlreadySentError), a resend while the
 * post's last send is still going (NewsletterSendRunningError), and a post that is not
 * published (NewsletterPostNotPublishedError).
 */
export async function sendNewsletterPost(
  client: ParleySupabaseClient,
  postId: string,
  options: { resend?: boolean } = {},
): Promise<string> {
  const { data, error } = await client.rpc('admin_newsletter_send_post', {
    p_post_id: postId,
    p_resend: options.resend === true,
  });
  if (error) {
    if (error.message === 'newsletter_already_sent') throw new NewsletterAlreadySentError(error.message);
    if (error.message === 'newsletter_send_running') throw new NewsletterSendRunningError(error.message);
    if (error.message === 'newsletter_post_not_published') {
      throw new NewsletterPostNotPublishedError(error.message);
    }
    throw new DataError('Failed to send the newsletter', error);
  }
  return parsed(z.string(), data, 'Failed to send the newsletter');
}

/** Queues one mail of the post (drafts too) to the signed-in admin's own address. */
export async function sendNewsletterTest(client: ParleySupabaseClient, postId: string): Promise<string> {
  const { data, error } = await client.rpc('admin_newsletter_send_test', { p_post_id: postId });
  if (error) throw new DataError('Failed to send the test mail', error);
  return parsed(z.string(), data, 'Failed to send the test mail');
}
