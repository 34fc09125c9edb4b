import { isAdmin } from '@parley/shared/auth';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import type { Session } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { NOT_ADMIN_MESSAGE } from '../screens/SignInScreen';

export type AdminSession =
  { status: 'loading' } | { status: 'signed-out'; notice?: string } | { status: 'admin'; session: Session };

/**
 * The studio's auth state: the session survives restarts (kept encrypted by the main process); only an
 * admin (is_admin() in the database) gets in, anyone else is signed out with a notice.
 */
export function useAdminSession(client: ParleySupabaseClient): AdminSession {
  const [state, setState] = useState<AdminSession>({ status: 'loading' });
  useEffect(() => {
    let current = 0;
    const settle = async (session: Session | null) => {
      const run = ++current;
      if (!session) return setState((s) => (s.status === 'signed-out' ? s : { status: 'signed-out' }));
      const admin = await isAdmin(client);
      if (run !== current) return;
      if (admin) return setState({ status: 'admin', session });
      setState({ status: 'signed-out', notice: NOT_ADMIN_MESSAGE });
      await client.auth.signOut();
    };
    const { data } = client.auth.onAuthStateChange((event, session) => {
      // Token refreshes keep the same user: no need to ask the database again.
      if (event === 'TOKEN_REFRESHED' && session) return;
      void settle(session);
    });
    return () => data.subscription.unsubscribe();
  }, [client]);
  return state;
}
