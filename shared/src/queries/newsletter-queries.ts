import {
  fetchNewsletterCounts,
  fetchNewsletterSender,
  fetchNewsletterSends,
  fetchNewsletterSubscribersPage,
  type NewsletterSubscribersQuery,
} from '../newsletter/admin-newsletter';
import { clientQuery, type ClientSource } from './client-query';
import { queryKeys } from './query-keys';

/** The newsletter's admin queries, one factory each; every key is under `['newsletter']`. */
export const newsletterQueries = {
  /** Subscriptions by status. */
  counts: (source: ClientSource) => clientQuery(queryKeys.newsletter.counts, source, fetchNewsletterCounts),
  /** The sender the mail worker last reported (null: no worker ran yet). */
  sender: (source: ClientSource) => clientQuery(queryKeys.newsletter.sender, source, fetchNewsletterSender),
  /** A post's sends with their progress, newest first. */
  sends: (source: ClientSource, postId: string) =>
    clientQuery(queryKeys.newsletter.sends(postId), source, (client) => fetchNewsletterSends(client, postId)),
  /** One page of subscriptions; the key holds the query. */
  subscribersPage: (source: ClientSource, query: NewsletterSubscribersQuery) =>
    clientQuery(queryKeys.newsletter.subscribersPage(query), source, (client) =>
      fetchNewsletterSubscribersPage(client, query),
    ),
};
