import { createContext, use, type ReactNode } from 'react';

/** The admin the studio is signed in as. */
export interface SignedInAdmin {
  userId: string;
  email: string;
}

const SignedInAdminContext = createContext<SignedInAdmin | null>(null);

/** Provided by the auth gate (app/AuthGate.tsx) around everything an admin sees. */
export function SignedInAdminProvider({ value, children }: { value: SignedInAdmin; children: ReactNode }) {
  return <SignedInAdminContext value={value}>{children}</SignedInAdminContext>;
}

/** The signed-in admin; throws when rendered outside <SignedInAdminProvider> (before sign-in). */
export function useSignedInAdmin(): SignedInAdmin {
  const admin = use(SignedInAdminContext);
  if (!admin) throw new Error('useSignedInAdmin() needs a <SignedInAdminProvider> above it.');
  return admin;
}
