import { Anchor, Group } from '@mantine/core';
import { Link } from '@parley/router';
import { paths } from '../../../config/paths';
import { useAuth } from '../auth-context';
import { CredentialsForm } from './CredentialsForm';

/** Sign In tab. On success the page's signed-in redirect takes the user to /. */
export function SignInForm() {
  const { signIn } = useAuth();
  return (
    <CredentialsForm
      submitLabel="Sign In"
      busyLabel="Signing In..."
      autoCompletePassword="current-password"
      onSubmit={({ email, password }) => signIn(email, password)}
      footer={
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.resetPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
      }
    />
  );
}
