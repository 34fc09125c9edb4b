import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authSchema } from '@parley/shared/validation';
import { useState } from 'react';
import { firstErrors } from '../lib/first-errors';
import { useSupabaseClient } from '../lib/supabase-context';

interface Props {
  /** Why the last session ended, e.g. a non-admin was signed out. */
  notice?: string;
}

export const NOT_ADMIN_MESSAGE =
  'This account is not an admin. Parley Studio is for the blog’s admins; you have been signed out.';

/** Admins only: a non-admin who signs in is told so (notice) and signed out by useAdminSession. */
export function SignInScreen({ notice }: Props) {
  const client = useSupabaseClient();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: (values) => {
      const result = authSchema.safeParse(values);
      if (result.success) return {};
      return firstErrors(result.error.issues);
    },
  });

  const signIn = form.onSubmit(async (values) => {
    setBusy(true);
    setError(undefined);
    const { error: signInError } = await client.auth.signInWithPassword(values);
    // Success needs nothing here: the session hook checks is_admin() and lets an admin in.
    if (signInError) setError(signInError.message || 'Failed to sign in');
    setBusy(false);
  });

  return (
    <Paper withBorder p="xl" maw={420} mx="auto" mt="10vh">
      <form onSubmit={signIn} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Parley Studio
          </Title>
          <Text c="dimmed">Sign in with your admin account.</Text>
          {(error ?? notice) && (
            <Alert color="red" role="alert">
              {error ?? notice}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Signing In...' : 'Sign In'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
