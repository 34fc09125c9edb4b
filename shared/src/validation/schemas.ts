import * as z from 'zod/mini';
import { isHttpUrl } from '../text/http-url';
import { SLUG_PATTERN } from '../text/slugify';
import { postAuthorAndSeoFields } from './author-schemas';
import { FIELD_LIMITS } from './limits';
import { MESSAGES } from './messages';
import { isNewsletterEmail } from './newsletter-email';
import { PLANS } from './plans';

// zod/mini, zod's tree-shakable functional build: the site's form pages download only the parts of
// zod these schemas use (classic zod's methods pull in all of it). The same schemas run on the site
// server and in the studio.
//
// Unlike classic zod, zod/mini registers no locale: an issue without a message of its own (an input
// that is not an object, an enum's value) would read "Invalid input". English, as classic zod words
// them. And these schemas run in browsers under a Content-Security-Policy without 'unsafe-eval' (the
// site's pages): zod/mini's objects never compile a parser with `new Function`, but a classic zod
// object would try once, and the browser reports that attempt as a policy violation even though zod
// catches the refusal; `jitless` rules it out for any schema built after this line.
z.config({ ...z.locales.en(), jitless: true });

export const leadKindSchema = z.enum(['trial', 'demo', 'subscribe', 'newsletter', 'contact']);
export type LeadKind = z.infer<typeof leadKindSchema>;

export const planSchema = z.enum(PLANS);
export type Plan = z.infer<typeof planSchema>;

/** Trimmed, not empty, and within its stored bound (FIELD_LIMITS: longer would fail to save). */
const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

const emailField = z.pipe(
  z
    .string({ error: MESSAGES.invalidEmail })
    .check(z.trim(), z.maxLength(FIELD_LIMITS.email, MESSAGES.invalidEmail)),
  z.email({ error: MESSAGES.invalidEmail }),
);

/** Sign-up form for trial and demo: a name of 2 or more characters, a valid email, a company. */
export const signupLeadSchema = z.object({
  name: z
    .string({ error: MESSAGES.nameTooShort })
    .check(
      z.trim(),
      z.minLength(2, MESSAGES.nameTooShort),
      z.maxLength(FIELD_LIMITS.leadName, MESSAGES.nameTooLong),
    ),
  email: emailField,
  company: requiredText(MESSAGES.companyRequired, FIELD_LIMITS.company, MESSAGES.companyTooLong),
});
export type SignupLead = z.infer<typeof signupLeadSchema>;

/** Subscribe form: email only. */
export const subscribeSchema = z.object({ email: emailField });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** Footer newsletter: the address shape the leads table keeps (`isNewsletterEmail`, the rule and why). */
export const newsletterSchema = z.object({
  email: z
    .string({ error: MESSAGES.invalidEmail })
    .check(z.trim(), z.refine(isNewsletterEmail, MESSAGES.invalidEmail)),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/**
 * The help-centre contact form (/support, /contact): every field required, a valid email. Checked
 * by the browser before sending and by the site server when the form is posted without JavaScript.
 */
export const contactSchema = z.object({
  firstName: requiredText(
    MESSAGES.firstNameRequired,
    FIELD_LIMITS.contactNamePart,
    MESSAGES.firstNameTooLong,
  ),
  lastName: requiredText(MESSAGES.lastNameRequired, FIELD_LIMITS.contactNamePart, MESSAGES.lastNameTooLong),
  email: emailField,
  subject: requiredText(MESSAGES.subjectRequired, FIELD_LIMITS.contactSubject, MESSAGES.subjectTooLong),
  message: requiredText(MESSAGES.messageRequired, FIELD_LIMITS.contactMessage, MESSAGES.messageTooLong),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** Sign-in and sign-up on /auth. */
export const authSchema = z.object({
  email: emailField,
  password: z.string({ error: MESSAGES.passwordRequired }).check(z.minLength(6, MESSAGES.passwordTooShort)),
});
export type AuthInput = z.infer<typeof authSchema>;

/** The blog editor's fields. Output is what `createPost` / `updatePost` store. */
export const blogPostInputSchema = z.object({
  title: requiredText(MESSAGES.titleRequired, FIELD_LIMITS.title, MESSAGES.titleTooLong),
  slug: requiredText(MESSAGES.slugRequired, FIELD_LIMITS.slug, MESSAGES.slugTooLong).check(
    z.regex(SLUG_PATTERN, MESSAGES.slugShape),
  ),
  category: requiredText(MESSAGES.categoryRequired, FIELD_LIMITS.category, MESSAGES.categoryTooLong),
  excerpt: requiredText(MESSAGES.excerptRequired, FIELD_LIMITS.excerpt, MESSAGES.excerptTooLong),
  // Markdown: kept as typed (leading indentation and trailing newlines matter), but not blank.
  content: z.string({ error: MESSAGES.contentRequired }).check(
    z.refine((value) => value.trim().length > 0, MESSAGES.contentRequired),
    z.maxLength(FIELD_LIMITS.content, MESSAGES.contentTooLong),
  ),
  cover_image: z
    .pipe(
      z.nullish(
        z
          .string({ error: MESSAGES.coverImageUrl })
          .check(z.trim(), z.maxLength(FIELD_LIMITS.coverImage, MESSAGES.coverImageTooLong)),
      ),
      z.transform((value: string | null | undefined) => (value ? value : null)),
    )
    .check(z.refine((value) => value === null || isHttpUrl(value), MESSAGES.coverImageUrl)),
  published_at: z.nullable(
    z
      .string({ error: MESSAGES.publishedAtInvalid })
      .check(z.refine((value) => !Number.isNaN(Date.parse(value)), MESSAGES.publishedAtInvalid)),
  ),
  ...postAuthorAndSeoFields,
});
/** Parsed editor values, ready to store. */
export type BlogPostInput = z.output<typeof blogPostInputSchema>;
/** Raw editor values (cover image may be empty or missing). */
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;
