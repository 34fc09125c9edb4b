import { isAdmin } from '@parley/shared/auth';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { useEffect, useState } from 'react';

/**
 * Asks the database (`is_admin()`) whether this user is an admin, once per user. Answers
 * undefined until the answer for *this* user is in, so the UI never shows a stale yes.
 */
export function useAdminFlag(
  client: ParleySupabaseClient | null,
  userId: string | null,
): boolean | undefined {
  const [answer, setAnswer] = useState<{ userId: string; isAdmin: boolean } | null>(null);

  useEffect(() => {
    if (!userId || !client) return;
    let active = true;
    void isAdmin(client).then((value) => {
      if (active) setAnswer({ userId, isAdmin: value });
    });
    return () => {
      active = false;
    };
  }, [client, userId]);

  if (!userId) return false;
  return answer?.userId === userId ? answer.isAdmin : undefined;
}
