import type { ParleySupabaseClient } from '@parley/shared';
import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { clearUrlHash, parseAuthRedirect, type AuthRedirect } from '../lib/auth-redirect';

export interface SessionState {
  /** undefined while the stored session (or the arrival link) is being read. */
  session: Session | null | undefined;
  redirect: AuthRedirect | null;
}

/**
 * Follows the client's session: the boot sequence first (arrival link, stored session), then
 * every auth event, including those auth-js relays from other tabs of the same browser.
 */
export function useSession(getClient: () => ParleySupabaseClient): SessionState & { clearRedirect(): void } {
  const [state, setState] = useState<SessionState>({ session: undefined, redirect: null });

  useEffect(() => {
    // Before the client exists: auth-js reads and clears this hash while it initialises.
    const redirect = parseAuthRedirect(window.location.hash);
    const client = getClient();
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
      if (active) setState({ session: current.session, redirect });
    })();

    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [getClient]);

  const clearRedirect = useCallback(() => setState((previous) => ({ ...previous, redirect: null })), []);
  return { ...state, clearRedirect };
}
