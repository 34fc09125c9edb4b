import type { ParleySupabaseClient } from '@parley/shared/supabase';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { browserMayHaveSession, loadSupabase } from '../../lib/supabase';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { useAdminFlag } from './hooks/use-admin-flag';
import { useSession } from './hooks/use-session';
import { createAuthActions } from './lib/auth-actions';

const LOADING: AuthState = { status: 'loading', session: null, user: null, isAdmin: false };
const SIGNED_OUT: AuthState = { status: 'signed-out', session: null, user: null, isAdmin: false };

interface AuthProviderProps {
  children: ReactNode;
  /** Gives the Supabase client (the site loads supabase-js on first use); tests pass a fake. Stable. */
  getClient?: () => ParleySupabaseClient | Promise<ParleySupabaseClient>;
  /**
   * Whether this browser may hold a session. When not, the visitor is signed out at once and the
   * client is only loaded when needed (an auth action, or a sign-in in another tab). Stable.
   */
  mayHaveSession?: () => boolean;
}

/**
 * One source of auth state for the site. Nothing touches the browser during render, so a server
 * render sees `loading`; the session is read in an effect.
 */
export function AuthProvider({
  children,
  getClient = loadSupabase,
  mayHaveSession = browserMayHaveSession,
}: AuthProviderProps) {
  const [client, setClient] = useState<ParleySupabaseClient | null>(null);
  const requestClient = useCallback(async () => {
    const loaded = await getClient();
    setClient(loaded);
    return loaded;
  }, [getClient]);

  const { session, redirect, clearRedirect } = useSession(client, requestClient, mayHaveSession);
  const userId = session?.user.id ?? null;
  const admin = useAdminFlag(client, userId);
  const actions = useMemo(() => createAuthActions(requestClient), [requestClient]);

  const state: AuthState = useMemo(() => {
    if (session === undefined) return LOADING;
    if (session === null) return SIGNED_OUT;
    if (admin === undefined) return LOADING;
    return { status: 'signed-in', session, user: session.user, isAdmin: admin };
  }, [session, admin]);

  const value: AuthContextValue = useMemo(
    () => ({ ...state, ...actions, redirect, clearRedirect }),
    [state, actions, redirect, clearRedirect],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
