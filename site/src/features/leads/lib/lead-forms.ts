import { type LeadSubmission } from '@parley/shared/leads';
import {
  contactSchema,
  newsletterSchema,
  signupLeadSchema,
  subscribeSchema,
} from '@parley/shared/validation';
import type * as z from 'zod/mini';
import { paths } from '../../../config/paths';
import { contactLead } from './contact-lead';
import { BLOG_NEWSLETTER_FORM, CONTACT_FORM, NEWSLETTER_FORM, SIGNUP_FORM } from './lead-form-names';
import { toPlan, toSignupType } from './signup-variants';

/** A lead form as the site server knows it, to store it when it is posted without JavaScript. */
export interface LeadForm {
  /**
   * The routes whose page shows this form, by their path in the route table (app/routes.tsx:
   * `/signup`, `/blog/:slug`, `*` for "not found"); `EVERY_PAGE`: all of them (the footer's
   * newsletter, in the layout around every page). A post of the form to any other page is refused.
   */
  routes: readonly string[] | typeof EVERY_PAGE;
  /**
   * Whether the form reads its page's query (/signup's `type` and `plan` choose its fields and the
   * lead). The others are answered on their page without its query: a playground run, a blog
   * search or a tab is the page's work, not the form's, and would cost a render of its own per post.
   */
  readsQuery: boolean;
  /** The form's fields on the page posted to (the /signup fields depend on its `?type=`). */
  fields(url: URL): readonly string[];
  /** The lead the fields make, or each invalid field's message (the browser's schema and words). */
  parse(
    values: Record<string, string>,
    url: URL,
  ): { lead: LeadSubmission } | { errors: Record<string, string> };
}

/** The routes of a form shown on every page (the footer's). */
export const EVERY_PAGE = 'every page';

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
  routes: EVERY_PAGE,
  readsQuery: false,
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
    routes: [paths.signup],
    readsQuery: true,
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
  [BLOG_NEWSLETTER_FORM]: { ...newsletter, routes: [paths.blog] },
  [CONTACT_FORM]: {
    routes: [paths.contact, paths.support],
    readsQuery: false,
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
