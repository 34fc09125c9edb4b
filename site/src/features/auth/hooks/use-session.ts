import type { ParleySupabaseClient } from '@parley/shared/supabase';
import type { Session } from '@supabase/supabase-js';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { AUTH_STORAGE_KEY } from '../../../lib/supabase';
import { clearUrlHash, parseAuthRedirect, type AuthRedirect } from '../lib/auth-redirect';

export interface SessionState {
  /** undefined while the stored session (or the arrival link) is being read. */
  session: Session | null | undefined;
  redirect: AuthRedirect | null;
}

/**
 * Follows the client's session: the boot sequence first (arrival link, stored session), then
 * every auth event, including those auth-js relays from other tabs of the same browser.
 *
 * A browser with no session and no auth link is signed out at once, without the client: it is
 * requested only when a session may appear (another tab signs in, or an auth action runs).
 */
export function useSession(
  client: ParleySupabaseClient | null,
  requestClient: () => Promise<ParleySupabaseClient>,
  mayHaveSession: () => boolean,
): SessionState & { clearRedirect(): void } {
  const [state, setState] = useState<SessionState>({ session: undefined, redirect: null });
  // Read before the client exists: auth-js reads and clears this hash while it initialises.
  const arrival = useRef<AuthRedirect | null | undefined>(undefined);

  useEffect(() => {
    arrival.current ??= parseAuthRedirect(window.location.hash);
    if (mayHaveSession()) {
      void requestClient();
      return;
    }
    // Not urgent: the server's HTML already shows a visitor's header. As a transition, React can
    // yield while this reaches every reader of the auth state, including parts of the page not yet
    // hydrated (an urgent update would hydrate them at once, in one long task).
    startTransition(() =>
      setState((previous) => (previous.session === undefined ? { ...previous, session: null } : previous)),
    );
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void requestClient();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [mayHaveSession, requestClient]);

  useEffect(() => {
    if (!client) return;
    const redirect = arrival.current ?? null;
    let booted = false;
    let active = true;

    const { data } = client.auth.onAuthStateChange((_event, session) => {
      if (booted && active) setState((previous) => ({ ...previous, session }));
    });

    void (async () => {
      await client.auth.initialize();
      // A re-run of this effect (StrictMode) owns the boot; this one stops here.
      if (!active) return;
      if (redirect?.kind === 'verified' && redirect.type === 'signup') {
        // Decision: following the confirmation link confirms the address but does not sign in;
        // the page says "You can now sign in", so the session the link created is dropped here.
        await client.auth.signOut({ scope: 'local' });
      }
      if (redirect) clearUrlHash();
      const { data: current } = await client.auth.getSession();
      booted = true;
      if (active)
        setState((previous) => ({ session: current.session, redirect: redirect ?? previous.redirect }));
    })();

    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client]);

  const clearRedirect = useCallback(() => setState((previous) => ({ ...previous, redirect: null })), []);
  return { ...state, clearRedirect };
}
