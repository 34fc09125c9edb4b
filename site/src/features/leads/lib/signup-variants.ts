import type { SignupType } from '../../../config/paths';
import { ROUTE_MANIFEST } from '../../../config/routes';

import { NEWSLETTER_CHECK_INBOX } from './newsletter-thanks';

export { NEWSLETTER_CHECK_INBOX };

/** Title, button and thank-you texts of each /signup variant (docs/messages.md#lead-forms). */
export const SIGNUP_VARIANTS = {
  trial: {
    // The default variant's title is the page's own: written once, in the route manifest.
    title: ROUTE_MANIFEST.signup.title,
    submit: 'Start Free Trial',
    thanksTitle: 'Thank you for your interest!',
    thanksText: "We'll be in touch about your free trial soon.",
    failureTitle: 'Something went wrong',
  },
  demo: {
    title: 'Schedule Demo',
    submit: 'Schedule Demo',
    thanksTitle: 'Thank you for your interest!',
    thanksText: "We'll contact you shortly to schedule your demo.",
    failureTitle: 'Something went wrong',
  },
  subscribe: {
    title: 'Stay Updated',
    submit: 'Subscribe',
    thanksTitle: 'Thank you for subscribing!',
    thanksText: `We've sent you an email with more information. ${NEWSLETTER_CHECK_INBOX}`,
    failureTitle: 'Failed to subscribe',
  },
} as const satisfies Record<SignupType, Record<string, string>>;

export const FAILURE_TEXT = 'Please try again or contact support.';
/** How long the thank-you panel stays before going home. */
export const REDIRECT_DELAY_MS = 3000;

export { toPlan, toSignupType } from './signup-query';
