import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '@parley/shared/validation';
import { useState } from 'react';
import { useAuth } from '../auth-context';
import { newPasswordRules, type NewPasswordValues } from '../lib/new-password';

interface NewPasswordFormProps {
  /** Called once the password is saved (the user stays signed in). */
  onDone(): void;
}

/** Step 2 of a reset, reached through the recovery link (which signs the user in). */
export function NewPasswordForm({ onDone }: NewPasswordFormProps) {
  const { updatePassword } = useAuth();
  const [busy, setBusy] = useState(false);
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: newPasswordRules,
  });

  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    try {
      await updatePassword(password);
      onDone();
    } catch {
      setBusy(false); // toasted by updatePassword
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label="New Password"
          required
          withAsterisk={false}
          minLength={6}
          autoComplete="new-password"
          description={MESSAGES.passwordTooShort}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm New Password"
          required
          withAsterisk={false}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Updating Password...' : 'Update Password'}
        </Button>
      </Stack>
    </form>
  );
}
