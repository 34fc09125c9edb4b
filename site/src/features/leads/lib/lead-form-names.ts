/**
 * The names the lead forms post in their hidden `_form` field (see lead-forms.ts for what the site
 * server does with each). Kept apart from the schemas so that a form's component can name itself
 * without importing the server's side.
 */
export const SIGNUP_FORM = 'signup';
export const CONTACT_FORM = 'contact';
/** The footer's newsletter form, on every page. */
export const NEWSLETTER_FORM = 'newsletter';
/** The blog's newsletter box: a name of its own, so its outcome is not shown in the footer's form. */
export const BLOG_NEWSLETTER_FORM = 'newsletter-blog';
