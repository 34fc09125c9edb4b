import type { ParleySupabaseClient } from '@parley/shared/supabase';
import { links, paths } from '../../../config/paths';
import type { AuthActions } from '../auth-context';
import { AUTH_MESSAGES } from './auth-messages';
import { errorMessage, notify } from './notify';

/** Where a mailed link comes back to; computed at call time (never during a server render). */
const returnUrl = (path: string) => `${window.location.origin}${path}`;

/** A failure toast of its own: a title and what to do, the technical detail in the console only. */
interface FailureToast {
  title: string;
  description: string;
}

/**
 * Runs an auth call, toasting its outcome; a failure is toasted and rethrown. The failure toast is
 * the server's message (else `fallback`), or, when given, `failureToast` with the error logged.
 */
async function withToasts(
  call: () => Promise<{ error: unknown }>,
  success: string | null,
  fallback: string,
  failureToast?: FailureToast,
): Promise<void> {
  let failure: unknown;
  try {
    ({ error: failure } = await call());
  } catch (error) {
    failure = error;
  }
  if (failure) {
    if (failureToast) {
      console.error(`${fallback}:`, failure);
      notify('failure', failureToast.title, failureToast.description);
    } else {
      notify('failure', errorMessage(failure, fallback));
    }
    throw failure instanceof Error ? failure : new Error(fallback);
  }
  if (success) notify('success', success);
}

/** The account actions of `useAuth`, with their toasts (docs/messages.md#auth); pages navigate. */
export function createAuthActions(getClient: () => Promise<ParleySupabaseClient>): AuthActions {
  // A sign-out on its way: Sign Out clicked again meanwhile (the header keeps it until the answer)
  // joins it, rather than asking the server a second time and saying twice that it signed out.
  let signingOut: Promise<void> | null = null;
  return {
    signIn: (email, password) =>
      withToasts(
        async () => (await getClient()).auth.signInWithPassword({ email, password }),
        AUTH_MESSAGES.signInSuccess,
        AUTH_MESSAGES.signInFailure,
      ),
    signUp: (email, password) =>
      withToasts(
        async () =>
          (await getClient()).auth.signUp({
            email,
            password,
            options: { emailRedirectTo: returnUrl(paths.auth) },
          }),
        AUTH_MESSAGES.signUpSuccess,
        AUTH_MESSAGES.signUpFailure,
      ),
    signOut: () =>
      (signingOut ??= withToasts(
        async () => {
          const client = await getClient();
          const { data } = await client.auth.getSession();
          const result = await client.auth.signOut();
          // Signing out on purpose ends the admin's drafts kept in this browser too (a shared computer).
          // Loaded here, not with the shell: every page carries these actions, few ever sign out.
          // Best effort: the session is gone either way, so a chunk that fails to load (a deploy) or a
          // storage the browser blocks never turns a sign-out that worked into "sign-out failed".
          if (!result.error && data.session) {
            try {
              const { clearAdminDrafts } = await import('../../../lib/admin-draft-keys');
              clearAdminDrafts(data.session.user.id, window.localStorage);
            } catch {
              // drafts stay; the next admin on this browser cannot read them (keyed by user id)
            }
          }
          return result;
        },
        AUTH_MESSAGES.signOutSuccess,
        AUTH_MESSAGES.signOutFailure,
        // "Failed to fetch" tells an admin nothing; what matters is that the session is still here.
        { title: AUTH_MESSAGES.signOutFailure, description: AUTH_MESSAGES.signOutFailureDetail },
      ).finally(() => {
        signingOut = null;
      })),
    // The reset page shows its own inline states, so these two only toast failures.
    resetPassword: (email) =>
      withToasts(
        async () =>
          (await getClient()).auth.resetPasswordForEmail(email, {
            redirectTo: returnUrl(links.newPassword()),
          }),
        null,
        AUTH_MESSAGES.resetRequestFailure,
      ),
    updatePassword: (password) =>
      withToasts(
        async () => (await getClient()).auth.updateUser({ password }),
        AUTH_MESSAGES.passwordUpdated,
        AUTH_MESSAGES.passwordUpdateFailure,
      ),
  };
}
