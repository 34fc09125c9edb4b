/**
 * The post mail: `renderNewsletterEmail` from `@parley/article/email`, the post's markdown through
 * the site's article renderer (the same element allow-list and link rules, no raw HTML), links and
 * pictures absolute, styles inline, a plain-text part, the postal address and unsubscribe link in the
 * footer. The admin's preview renders with the same function, so what the admin saw is what is sent.
 */
export {
  renderNewsletterEmail as renderPostMail,
  type NewsletterEmailInput as RenderNewsletterEmailInput,
  type NewsletterEmailPost as NewsletterPost,
  type NewsletterEmail as RenderedEmail,
} from '@parley/article/email';
