import { paths } from '../../../config/paths';

/**
 * The admin page a signed-out visitor asked for, carried to /auth in the history entry's state (never
 * in the address, so no link can name where a sign-in leads), for /auth to return to once signed in.
 */
export interface AdminReturn {
  adminReturnTo: string;
}

export const adminReturn = (path: string): AdminReturn => ({ adminReturnTo: path });

/** The admin path in a history state, or null: only `/admin` and the paths under it are returned to. */
export function adminReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('adminReturnTo' in state)) return null;
  const path = (state as AdminReturn).adminReturnTo;
  if (typeof path !== 'string') return null;
  const admin = paths.admin;
  return path === admin || path.startsWith(`${admin}/`) || path.startsWith(`${admin}?`) ? path : null;
}
