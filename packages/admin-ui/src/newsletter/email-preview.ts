import { renderNewsletterEmail, type NewsletterEmail, type NewsletterEmailPost } from '@parley/article/email';
import { type NewsletterSender } from '@parley/shared/newsletter';
import { isHttpUrl } from '@parley/shared/text';

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
  // The worker checks its SITE_URL; a report that is not one anyway must not break the dialog.
  const siteUrl = sender && isHttpUrl(sender.site_url) ? sender.site_url : fallbackSiteUrl;
  return renderNewsletterEmail({
    post,
    siteUrl,
    postalAddress: sender?.postal_address || POSTAL_ADDRESS_PLACEHOLDER,
    unsubscribeUrl: new URL('newsletter/unsubscribe', siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href,
  });
}
