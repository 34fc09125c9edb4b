import { useState } from 'react';
import { useAuth } from '../../features/auth';

/**
 * The signed-in admin's user id, kept while the session has ended mid-edit (RequireAdmin then keeps
 * the screen under a sign-in dialog): the editor stays on its draft and keeps storing it under that
 * admin's id instead of closing. Another account signing in replaces it; null before anyone has.
 */
export function useKeptAdminId(): string | null {
  const { user } = useAuth();
  const [kept, setKept] = useState<string | null>(user?.id ?? null);
  if (user && user.id !== kept) setKept(user.id);
  return user?.id ?? kept;
}
