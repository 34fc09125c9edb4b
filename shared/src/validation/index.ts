// @parley/shared/validation: the zod schemas with the product's messages, field limits and messages.
export { FIELD_LIMITS } from './limits';
export { PLANS } from './plans';
export { MESSAGES } from './messages';
export { isNewsletterEmail } from './newsletter-email';
export {
  authSchema,
  blogPostInputSchema,
  contactSchema,
  leadKindSchema,
  newsletterSchema,
  planSchema,
  signupLeadSchema,
  subscribeSchema,
  type AuthInput,
  type BlogPostFormValues,
  type BlogPostInput,
  type ContactInput,
  type LeadKind,
  type NewsletterInput,
  type Plan,
  type SignupLead,
  type SubscribeInput,
} from './schemas';
export {
  authorProfileSchema,
  postAuthorAndSeoFields,
  type AuthorProfileFormValues,
  type AuthorProfileInput,
} from './author-schemas';
