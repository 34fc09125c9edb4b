// `@parley/article/email`: the newsletter mail of a post, rendered by the article's own markdown rules.
export {
  renderNewsletterEmail,
  type NewsletterEmail,
  type NewsletterEmailInput,
  type NewsletterEmailPost,
} from './render-newsletter-email';
export { MAX_SUBJECT_LENGTH, newsletterSubject } from './email-subject';
