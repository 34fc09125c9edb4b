// The newsletter's pages on the site, used by the site's route manifest and the mail worker's links
// (newsletter/links.ts). Here, not in newsletter/, so the site's application shell reads three
// strings without importing the newsletter's admin code.

export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
/** The unsubscribe page, and the RFC 8058 one-click POST target named in List-Unsubscribe. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
export const NEWSLETTER_RESUBSCRIBE_PATH = '/newsletter/resubscribe';
