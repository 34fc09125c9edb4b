import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { subscribeSchema, type SubscribeInput } from '@parley/shared/validation';
import { useRef, useState } from 'react';
import { FORM_NAME_FIELD, useFormPost, usePostAction } from '../../../lib/form-post';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useAuth } from '../auth-context';
import { useReplayedSubmit } from '../hooks/use-replayed-submit';
import { RESET_FORM, RESET_NEEDS_JAVASCRIPT } from '../lib/auth-form-post';
import { AUTH_MESSAGES } from '../lib/auth-messages';

/**
 * Step 1 of a reset: the email to send the recovery link to. Server-rendered: a submit before the
 * application runs is kept and replayed (useReplayedSubmit); with JavaScript off it posts, and the
 * server answers that this needs JavaScript, keeping the email.
 */
export function RequestResetForm() {
  const { resetPassword } = useAuth();
  const [step, setStep] = useState<'idle' | 'sending' | 'sent'>('idle');
  const posted = useFormPost(RESET_FORM);
  const form = useForm<SubscribeInput>({
    initialValues: { email: posted?.values.email ?? '' },
    validate: schemaResolver(subscribeSchema, { sync: true }),
  });

  const action = usePostAction();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, form);
  useReplayedSubmit(formRef);

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
    <form ref={formRef} method="post" action={action} onSubmit={submit} noValidate data-replay="">
      <input type="hidden" name={FORM_NAME_FIELD} value={RESET_FORM} />
      <Stack>
        {posted && (
          <Alert color="yellow" role="alert">
            {RESET_NEEDS_JAVASCRIPT}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          required
          withAsterisk={false}
          autoComplete="email"
          name="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" disabled={step === 'sending'} fullWidth>
          {step === 'sending' ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Stack>
    </form>
  );
}
