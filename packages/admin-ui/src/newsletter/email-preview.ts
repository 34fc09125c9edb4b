import { renderNewsletterEmail, type NewsletterEmail, type NewsletterEmailPost } from '@parley/article/email';
import type { NewsletterSender } from '@parley/shared';

/** Where the mail's links point when no mail worker has reported its site yet: this admin's site. */
export interface PreviewSite {
  siteUrl: string;
  postalAddress: string;
}

/** Shown in the preview's footer until a worker reports the configured postal address. */
export const POSTAL_ADDRESS_PLACEHOLDER = '(the postal address the mail worker is configured with)';

/**
 * The mail as subscribers will get it: the same renderer as the mail worker, with the sender's site
 * and postal address as the worker last reported them. The unsubscribe link is each recipient's own;
 * the preview shows the page it leads to.
 */
export function previewEmail(
  post: NewsletterEmailPost,
  sender: NewsletterSender,
  fallbackSiteUrl: string,
): NewsletterEmail {
  const siteUrl = sender?.site_url || fallbackSiteUrl;
  return renderNewsletterEmail({
    post,
    siteUrl,
    postalAddress: sender?.postal_address || POSTAL_ADDRESS_PLACEHOLDER,
    unsubscribeUrl: new URL('newsletter/unsubscribe', siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href,
  });
}
