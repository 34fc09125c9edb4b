import {
  contactSchema,
  newsletterSchema,
  signupLeadSchema,
  subscribeSchema,
  type LeadSubmission,
} from '@parley/shared';
import type * as z from 'zod/mini';
import { paths } from '../../../config/paths';
import { contactLead } from './contact-lead';
import { BLOG_NEWSLETTER_FORM, CONTACT_FORM, NEWSLETTER_FORM, SIGNUP_FORM } from './lead-form-names';
import { toPlan, toSignupType } from './signup-variants';

/** A lead form as the site server knows it, to store it when it is posted without JavaScript. */
export interface LeadForm {
  /** The paths whose page shows this form; null: every page (the footer's newsletter). */
  paths: readonly string[] | null;
  /** The form's fields on the page posted to (the /signup fields depend on its `?type=`). */
  fields(url: URL): readonly string[];
  /** The lead the fields make, or each invalid field's message (the browser's schema and words). */
  parse(
    values: Record<string, string>,
    url: URL,
  ): { lead: LeadSubmission } | { errors: Record<string, string> };
}

/** The first message of each invalid field, as the forms show one message under a field. */
function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

const SIGNUP_FIELDS = ['name', 'email', 'company'] as const;
const EMAIL_ONLY = ['email'] as const;
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/** The page a lead came from, as the browser records it (`/signup?type=demo`). */
const pageOf = (url: URL) => `${url.pathname}${url.search}`;

const newsletter: LeadForm = {
  paths: null,
  fields: () => EMAIL_ONLY,
  parse(values, url) {
    const result = newsletterSchema.safeParse(values);
    if (!result.success) return { errors: fieldErrors(result.error) };
    return { lead: { kind: 'newsletter', email: result.data.email, page: url.pathname } };
  },
};

/**
 * The lead forms by the name in their hidden `_form` field. The blog's newsletter box has a name of
 * its own so that its outcome is shown in it, not in the footer's form of the same page.
 */
export const LEAD_FORMS: Readonly<Record<string, LeadForm>> = {
  [SIGNUP_FORM]: {
    paths: [paths.signup],
    fields: (url) =>
      toSignupType(url.searchParams.get('type')) === 'subscribe' ? EMAIL_ONLY : SIGNUP_FIELDS,
    parse(values, url) {
      const kind = toSignupType(url.searchParams.get('type'));
      const plan = toPlan(url.searchParams.get('plan'));
      if (kind === 'subscribe') {
        const result = subscribeSchema.safeParse(values);
        if (!result.success) return { errors: fieldErrors(result.error) };
        return { lead: { kind, plan, page: pageOf(url), ...result.data } };
      }
      const result = signupLeadSchema.safeParse(values);
      if (!result.success) return { errors: fieldErrors(result.error) };
      return { lead: { kind, plan, page: pageOf(url), ...result.data } };
    },
  },
  [NEWSLETTER_FORM]: newsletter,
  [BLOG_NEWSLETTER_FORM]: { ...newsletter, paths: [paths.blog] },
  [CONTACT_FORM]: {
    paths: [paths.contact, paths.support],
    fields: () => CONTACT_FIELDS,
    parse(values, url) {
      const result = contactSchema.safeParse(values);
      if (!result.success) return { errors: fieldErrors(result.error) };
      return { lead: contactLead(result.data, url.pathname) };
    },
  },
};

/** The lead form named `name` (own keys only: `__proto__` or `toString` name no form). */
export function leadFormNamed(name: string): LeadForm | undefined {
  return Object.hasOwn(LEAD_FORMS, name) ? LEAD_FORMS[name] : undefined;
}
