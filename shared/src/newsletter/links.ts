// The newsletter's addresses on the site, used by the site's routes and the mail worker alike.

export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
/** The unsubscribe page, and the RFC 8058 one-click POST target named in List-Unsubscribe. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
export const NEWSLETTER_RESUBSCRIBE_PATH = '/newsletter/resubscribe';

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
