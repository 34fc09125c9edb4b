/**
 * Where supabase-js keeps a browser's session in localStorage (its default key, `sb-<first label of
 * the host>-auth-token`). Lets an app see whether a session may exist without loading supabase-js.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
