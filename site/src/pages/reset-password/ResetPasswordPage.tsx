import { Alert, Container, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@parley/router';
import { PageMeta } from '../../components/PageMeta';
import { NEW_PASSWORD_STEP, paths } from '../../config/paths';
import { AUTH_MESSAGES, NewPasswordForm, RequestResetForm, useAuth } from '../../features/auth';

/**
 * /reset-password: ask for the recovery mail; the mail's link (`?step=new-password`) signs the user
 * in here, and they set a new password. An expired or used link explains itself and offers a new one.
 *
 * Both forms are on screen from the server's HTML: the link's key is in the fragment, which the
 * server never sees, so `step` tells it which form to render; while the app starts and reads the
 * link, the new-password form stays (the same element, so nothing typed is lost) and holds a submit.
 */
export default function ResetPasswordPage() {
  const { status, redirect, clearRedirect } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    if (!redirect) return;
    if (redirect.kind === 'failed') setLinkError(redirect.message ?? AUTH_MESSAGES.tryAgain);
    clearRedirect();
  }, [redirect, clearRedirect]);

  const fromRecoveryLink = searchParams.get('step') === NEW_PASSWORD_STEP;
  const settingPassword = status === 'signed-in' || (status === 'loading' && fromRecoveryLink);
  return (
    <Container size={420} py="xl">
      <PageMeta route="resetPassword" noindex />
      <Title order={1} ta="center" mb="xs">
        {settingPassword ? 'Set a new password' : 'Reset your password'}
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        {settingPassword
          ? 'Choose a new password for your account.'
          : "Enter your account's email and we'll send you a link to reset your password."}
      </Text>
      {linkError && !settingPassword && (
        <Alert color="red" title="Link invalid or expired" mb="md">
          {AUTH_MESSAGES.resetLinkInvalid} ({linkError})
        </Alert>
      )}
      {/* The new-password step opened without a link's key (bookmarked, retyped, or the fragment
          dropped by a mail scanner): its form went away, so say why instead of swapping silently. */}
      {fromRecoveryLink && status === 'signed-out' && !redirect && !linkError && (
        <Alert color="yellow" role="alert" mb="md">
          {AUTH_MESSAGES.resetLinkMissing}
        </Alert>
      )}
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {settingPassword ? (
          <NewPasswordForm ready={status === 'signed-in'} onDone={() => void navigate(paths.home)} />
        ) : (
          <RequestResetForm />
        )}
      </Paper>
    </Container>
  );
}
