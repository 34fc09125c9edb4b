import type { ParleySupabaseClient } from '@parley/shared';
import { useMemo, type ReactNode } from 'react';
import { getSupabase } from '../../lib/supabase';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { useAdminFlag } from './hooks/use-admin-flag';
import { useSession } from './hooks/use-session';
import { createAuthActions } from './lib/auth-actions';

const LOADING: AuthState = { status: 'loading', session: null, user: null, isAdmin: false };
const SIGNED_OUT: AuthState = { status: 'signed-out', session: null, user: null, isAdmin: false };

interface AuthProviderProps {
  children: ReactNode;
  /** The Supabase client; tests pass a fake. Must be a stable function. */
  getClient?: () => ParleySupabaseClient;
}

/**
 * One source of auth state for the site. Nothing touches the browser during render, so a server
 * render sees `loading`; the session is read in an effect.
 */
export function AuthProvider({ children, getClient = getSupabase }: AuthProviderProps) {
  const { session, redirect, clearRedirect } = useSession(getClient);
  const userId = session?.user.id ?? null;
  const admin = useAdminFlag(getClient, userId);
  const actions = useMemo(() => createAuthActions(getClient), [getClient]);

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
