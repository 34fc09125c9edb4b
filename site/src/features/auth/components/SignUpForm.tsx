import { useAuth } from '../auth-context';
import { CredentialsForm } from './CredentialsForm';

/** Sign Up tab: creates the account; the confirmation mail's link comes back to /auth. */
export function SignUpForm() {
  const { signUp } = useAuth();
  return (
    <CredentialsForm
      submitLabel="Create Account"
      busyLabel="Creating Account..."
      autoCompletePassword="new-password"
      onSubmit={({ email, password }) => signUp(email, password)}
    />
  );
}
