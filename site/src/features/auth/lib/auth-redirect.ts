/**
 * What an auth link brought back in the URL hash (GoTrue's verify endpoint redirects with the
 * session, or with an error, in the fragment). Read once, before the Supabase client exists:
 * auth-js consumes and clears the hash while it initialises, and the pages still need to know
 * which kind of link was followed.
 */
export type AuthRedirect =
  { kind: 'verified'; type: 'signup' | 'recovery' } | { kind: 'failed'; message: string | null };

const VERIFIED_TYPES = new Set(['signup', 'recovery']);

export function parseAuthRedirect(hash: string): AuthRedirect | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  if (params.has('error') || params.has('error_code') || params.has('error_description')) {
    return { kind: 'failed', message: params.get('error_description') || null };
  }
  const type = params.get('type');
  if (params.has('access_token') && type && VERIFIED_TYPES.has(type)) {
    return { kind: 'verified', type: type as 'signup' | 'recovery' };
  }
  return null;
}

/** Removes the fragment (tokens or error) from the address bar without a navigation. */
export function clearUrlHash(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
