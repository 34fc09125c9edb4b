// The newsletter's addresses on the site, used by the mail worker and the site's pages alike.
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_RESUBSCRIBE_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '../site-paths/newsletter-paths';

export { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_RESUBSCRIBE_PATH, NEWSLETTER_UNSUBSCRIBE_PATH };

/** A mailed token: 64 lower-case hex characters (migration 20251128100000_newsletter.sql). */
export function isNewsletterToken(value: unknown): value is string {
  return typeof value === 'string' && value.length === 64 && /^[0-9a-f]+$/.test(value);
}

function withToken(siteUrl: string, path: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

export const newsletterConfirmUrl = (siteUrl: string, token: string) =>
  withToken(siteUrl, NEWSLETTER_CONFIRM_PATH, token);

export const newsletterUnsubscribeUrl = (siteUrl: string, token: string) =>
  withToken(siteUrl, NEWSLETTER_UNSUBSCRIBE_PATH, token);
