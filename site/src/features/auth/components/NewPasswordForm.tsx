import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '@parley/shared/validation';
import { useRef, useState } from 'react';
import { FORM_NAME_FIELD, useFormPost, usePostAction } from '../../../lib/form-post';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useAuth } from '../auth-context';
import { holdSubmitUntilReady, useReplayedSubmit } from '../hooks/use-replayed-submit';
import { NEW_PASSWORD_NEEDS_JAVASCRIPT, RESET_FORM } from '../lib/auth-form-post';
import { newPasswordRules, type NewPasswordValues } from '../lib/new-password';

/** The form's class, hidden by the page's `<noscript>` style when scripts are off. */
const SCRIPT_ONLY_CLASS = 'parley-new-password-form';

interface NewPasswordFormProps {
  /**
   * Whether the recovery link's session is in: until then (the app is starting, or reading the link)
   * a submit is kept and replayed once it is, with what was typed.
   */
  ready: boolean;
  /** Called once the password is saved (the user stays signed in). */
  onDone(): void;
}

/**
 * Step 2 of a reset, reached through the recovery link (which signs the user in). Server-rendered,
 * so it can be filled in from the first paint; the link's key is in the address's fragment, which
 * only the browser reads, so with JavaScript off the page says so instead of showing a dead form.
 */
export function NewPasswordForm({ ready, onDone }: NewPasswordFormProps) {
  const { updatePassword } = useAuth();
  const [busy, setBusy] = useState(false);
  const posted = useFormPost(RESET_FORM);
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: newPasswordRules,
  });

  const action = usePostAction();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, form);
  useReplayedSubmit(formRef, ready);

  const submit = form.onSubmit(
    async ({ password }) => {
      // Busy from the click, even while held for the link's session: the click is answered at once.
      setBusy(true);
      if (holdSubmitUntilReady(formRef.current, ready)) return;
      try {
        await updatePassword(password);
        onDone();
      } catch {
        setBusy(false); // toasted by updatePassword
      }
    },
    // A held submit replayed after the passwords were changed to differ: the button back, the error shown.
    () => setBusy(false),
  );

  const needsJavaScript = (
    <Alert color="yellow" role="alert">
      {NEW_PASSWORD_NEEDS_JAVASCRIPT}
    </Alert>
  );
  return (
    <>
      {/* With scripts off this step cannot work: the notice, and the form hidden (its style). */}
      <noscript>
        {posted ? null : needsJavaScript}
        <style>{`.${SCRIPT_ONLY_CLASS}{display:none}`}</style>
      </noscript>
      {posted && needsJavaScript}
      <form
        ref={formRef}
        method="post"
        action={action}
        onSubmit={submit}
        noValidate
        data-replay=""
        className={SCRIPT_ONLY_CLASS}
      >
        <input type="hidden" name={FORM_NAME_FIELD} value={RESET_FORM} />
        <Stack>
          <PasswordInput
            label="New Password"
            required
            withAsterisk={false}
            minLength={6}
            autoComplete="new-password"
            name="password"
            description={MESSAGES.passwordTooShort}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm New Password"
            required
            withAsterisk={false}
            autoComplete="new-password"
            name="confirmPassword"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" disabled={busy} fullWidth>
            {busy ? 'Updating Password...' : 'Update Password'}
          </Button>
        </Stack>
      </form>
    </>
  );
}
