import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';
import type { AuthRedirect } from './lib/auth-redirect';

/** Loading until the stored session and the admin answer are known; then signed in or out. */
export type AuthState =
  | { status: 'loading'; session: null; user: null; isAdmin: false }
  | { status: 'signed-out'; session: null; user: null; isAdmin: false }
  | { status: 'signed-in'; session: Session; user: User; isAdmin: boolean };

export interface AuthActions {
  /** Toasts success or the server's message; rethrows on failure (docs/messages.md#auth). */
  signIn(email: string, password: string): Promise<void>;
  /** Toasts success or failure; rethrows on failure. The account needs its email confirmed. */
  signUp(email: string, password: string): Promise<void>;
  /** Toasts success or failure; rethrows on failure. */
  signOut(): Promise<void>;
  /** Sends the recovery mail whose link lands on /reset-password. */
  resetPassword(email: string): Promise<void>;
  /** Sets the signed-in (recovering) user's new password. */
  updatePassword(password: string): Promise<void>;
}

export type AuthContextValue = AuthState &
  AuthActions & {
    /** The auth link this page load arrived with, until a page has handled it. */
    redirect: AuthRedirect | null;
    /** Marks the arrival link handled, so its message is shown once. */
    clearRedirect(): void;
  };

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state and actions. Throws outside `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
