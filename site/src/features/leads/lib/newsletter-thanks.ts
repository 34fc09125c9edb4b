/**
 * Added to every newsletter sign-up's thank-you (footer, blog, /signup?type=subscribe): the address is
 * subscribed only once its owner follows the mailed link (docs/product-rules.md#newsletter). A module
 * of its own because the footer's form is in the application shell: `signup-variants` brings zod.
 */
export const NEWSLETTER_CHECK_INBOX = 'Check your inbox to confirm your subscription.';
