import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { authSchema, MESSAGES, type AuthInput } from '@parley/shared';
import { useState, type ReactNode } from 'react';

interface CredentialsFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Rejects when the action failed (it has toasted already). */
  onSubmit(values: AuthInput): Promise<void>;
  /** Extra content under the password, e.g. the Forgot password? link. */
  footer?: ReactNode;
  autoCompletePassword: 'current-password' | 'new-password';
}

/** Email + password, shared by the Sign In and Sign Up tabs. */
export function CredentialsForm({
  submitLabel,
  busyLabel,
  onSubmit,
  footer,
  autoCompletePassword,
}: CredentialsFormProps) {
  const [busy, setBusy] = useState(false);
  const form = useForm<AuthInput>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(authSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      // The action toasted the message; spec §8 keeps page-level auth errors to the console.
      console.error(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Email"
          type="email"
          required
          withAsterisk={false}
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          required
          withAsterisk={false}
          minLength={6}
          autoComplete={autoCompletePassword}
          description={MESSAGES.passwordTooShort}
          {...form.getInputProps('password')}
        />
        {footer}
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
