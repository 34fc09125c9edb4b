/**
 * The name the sign-in and sign-up forms post in their hidden `_form` field. They are only ever
 * posted with JavaScript off (otherwise a submit is kept and replayed, see use-replayed-submit.ts);
 * signing in needs the browser's session, so the site server answers the page with this notice and
 * the email kept, never the password (server/lead-posts.ts).
 */
export const AUTH_FORM = 'auth';

export const NEEDS_JAVASCRIPT = 'Signing in needs JavaScript: please turn it on, then try again.';
