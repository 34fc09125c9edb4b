/**
 * Where to go back after signing in, when an admin screen sent the person to /auth (an expired
 * session mid-edit): only an admin address of this site, carried in the history entry's state (never
 * in the URL, so no link can choose it). Anything else: null, and the sign-in goes home as before.
 */
const MAX_RETURN_PATH = 2048;

/** The state RequireAdmin leaves on its redirect to /auth. */
export function returnToState(pathname: string, search: string): { returnTo: string } {
  return { returnTo: `${pathname}${search}` };
}

export function adminReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const returnTo = (state as { returnTo?: unknown }).returnTo;
  if (typeof returnTo !== 'string' || returnTo.length > MAX_RETURN_PATH) return null;
  // One leading slash, then the admin area: `/admin`, `/admin/...` or `/admin?...`; no backslash
  // (`/\evil` is another host to browsers) and no control characters.
  if (!/^\/admin(?:[/?]|$)/.test(returnTo)) return null;
  for (const char of returnTo) {
    if (char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return null;
  }
  return returnTo.includes('//') ? null : returnTo;
}
