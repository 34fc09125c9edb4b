/**
 * The name the sign-in and sign-up forms post in their hidden `_form` field. They are only ever
 * posted with JavaScript off (otherwise a submit is kept and replayed, see use-replayed-submit.ts);
 * signing in needs the browser's session, so the site server answers the page with this notice and
 * the email kept, never the password (server/lead-posts.ts).
 */
export const AUTH_FORM = 'auth';

export const NEEDS_JAVASCRIPT = 'Signing in needs JavaScript: please turn it on, then try again.';

/**
 * The name the two /reset-password forms post in `_form`, with JavaScript off only (as AUTH_FORM):
 * the recovery mail is sent, and the new password saved, by the browser's Supabase client, so the
 * server answers the page again with the notice, the email kept, never a password.
 */
export const RESET_FORM = 'password-reset';

export const RESET_NEEDS_JAVASCRIPT =
  'Resetting a password needs JavaScript: please turn it on, then try again.';

/**
 * Shown on the new-password step with JavaScript off, before and after a submit: the recovery link's
 * key is in the address's fragment, which browsers never send to a server.
 */
export const NEW_PASSWORD_NEEDS_JAVASCRIPT =
  'Setting a new password needs JavaScript: your reset link carries its key after the # in the address, which only your browser reads, never our server. Please turn JavaScript on, then open the link from your email again.';
