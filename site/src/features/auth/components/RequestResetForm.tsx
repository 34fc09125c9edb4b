import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { subscribeSchema, type SubscribeInput } from '@parley/shared/validation';
import { useState } from 'react';
import { useAuth } from '../auth-context';
import { AUTH_MESSAGES } from '../lib/auth-messages';

/** Step 1 of a reset: the email to send the recovery link to. */
export function RequestResetForm() {
  const { resetPassword } = useAuth();
  const [step, setStep] = useState<'idle' | 'sending' | 'sent'>('idle');
  const form = useForm<SubscribeInput>({
    initialValues: { email: '' },
    validate: schemaResolver(subscribeSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setStep('sending');
    try {
      await resetPassword(email);
      setStep('sent');
    } catch {
      setStep('idle'); // toasted by resetPassword
    }
  });

  if (step === 'sent') {
    // The server answers the same for unknown addresses, so this never reveals who has an account.
    return (
      <Alert color="green" title="Email sent">
        {AUTH_MESSAGES.resetRequested}
      </Alert>
    );
  }
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
        <Button type="submit" disabled={step === 'sending'} fullWidth>
          {step === 'sending' ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Stack>
    </form>
  );
}
