import type { ParleySupabaseClient } from '../supabase/client';

/**
 * Asks the database whether the signed-in user is an admin (`is_admin()`, the same function the
 * RLS policies use). Answers false on any error: admin UI is shown only on a definite yes, and the
 * database refuses admin writes anyway.
 */
export async function isAdmin(client: ParleySupabaseClient): Promise<boolean> {
  const { data, error } = await client.rpc('is_admin');
  return !error && data === true;
}
