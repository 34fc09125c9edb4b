import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { authSchema, MESSAGES, type AuthInput } from '@parley/shared/validation';
import { useRef, useState, type ReactNode } from 'react';
import { FORM_NAME_FIELD, useFormPost } from '../../../lib/form-post';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { AUTH_FORM, NEEDS_JAVASCRIPT } from '../lib/auth-form-post';
import { useReplayedSubmit } from '../hooks/use-replayed-submit';

interface CredentialsFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Rejects when the action failed (it has toasted already). */
  onSubmit(values: AuthInput): Promise<void>;
  /** Extra content under the password, e.g. the Forgot password? link. */
  footer?: ReactNode;
  autoCompletePassword: 'current-password' | 'new-password';
}

/**
 * Email + password, shared by the Sign In and Sign Up tabs. Server-rendered, so it can be filled in
 * before the application runs; a submit then is kept and replayed (useReplayedSubmit), never sent
 * natively. With JavaScript off it posts (a password never goes into a URL), and the server answers
 * that signing in needs JavaScript, keeping the email.
 */
export function CredentialsForm({
  submitLabel,
  busyLabel,
  onSubmit,
  footer,
  autoCompletePassword,
}: CredentialsFormProps) {
  const [busy, setBusy] = useState(false);
  const posted = useFormPost(AUTH_FORM);
  const form = useForm<AuthInput>({
    initialValues: { email: posted?.values.email ?? '', password: '' },
    validate: schemaResolver(authSchema, { sync: true }),
  });

  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, form);
  useReplayedSubmit(formRef);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      // The action toasted the message; the page only logs the error to the console.
      console.error(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate data-replay="">
      <input type="hidden" name={FORM_NAME_FIELD} value={AUTH_FORM} />
      <Stack>
        {posted && (
          <Alert color="yellow" role="alert">
            {NEEDS_JAVASCRIPT}
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
        <PasswordInput
          label="Password"
          required
          withAsterisk={false}
          minLength={6}
          autoComplete={autoCompletePassword}
          name="password"
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
