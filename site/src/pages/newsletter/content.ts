import { paths } from '../../config/paths';

/** The newsletter's link pages, word for word in docs/messages.md#newsletter. */
export type NewsletterAction = 'confirm' | 'unsubscribe' | 'resubscribe';

export interface NewsletterPageText {
  /** The page's path; the form posts there (with the token in the query). */
  path: string;
  /** The posted form's name (its hidden `_form` field). */
  form: string;
  title: string;
  intro: string;
  button: string;
  doneTitle: string;
  doneText: string;
}

export const NEWSLETTER_PAGES: Record<NewsletterAction, NewsletterPageText> = {
  confirm: {
    path: paths.newsletterConfirm,
    form: 'newsletter-confirm',
    title: 'Confirm your subscription',
    intro: 'Press the button to receive the Parley newsletter at this address.',
    button: 'Confirm subscription',
    doneTitle: 'Subscription confirmed',
    doneText: 'Thank you! You will receive the Parley newsletter. Every mail has a link to unsubscribe.',
  },
  unsubscribe: {
    path: paths.newsletterUnsubscribe,
    form: 'newsletter-unsubscribe',
    title: 'Unsubscribe from the newsletter',
    intro: 'Press the button and this address will receive no more newsletters.',
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    doneText: 'This address will receive no more newsletters. Changed your mind?',
  },
  resubscribe: {
    path: paths.newsletterResubscribe,
    form: 'newsletter-resubscribe',
    title: 'Subscribe again',
    intro: 'Press the button to receive the Parley newsletter at this address again.',
    button: 'Subscribe again',
    doneTitle: 'Welcome back',
    doneText: 'You are subscribed again. Every mail has a link to unsubscribe.',
  },
};

export const INVALID_LINK = {
  title: 'This link does not work',
  text: 'It may have expired, been used already, or been cut short by your mail program. To subscribe, use the newsletter form at the bottom of any page.',
};

export const FAILED = 'Something went wrong. Please try again in a moment.';

/** The action a path names (the route table maps the three paths to this page). */
export function actionOfPath(pathname: string): NewsletterAction {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === paths.newsletterUnsubscribe) return 'unsubscribe';
  if (path === paths.newsletterResubscribe) return 'resubscribe';
  return 'confirm';
}
