import { Alert, Center, Container, Loader, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from '@parley/router';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { AUTH_MESSAGES, NewPasswordForm, RequestResetForm, useAuth } from '../../features/auth';

/**
 * /reset-password: ask for the recovery mail; the mail's link signs the user in
 * here, and they set a new password. An expired or used link explains itself and offers a new one.
 */
export default function ResetPasswordPage() {
  const { status, redirect, clearRedirect } = useAuth();
  const navigate = useNavigate();
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    if (!redirect) return;
    if (redirect.kind === 'failed') setLinkError(redirect.message ?? AUTH_MESSAGES.tryAgain);
    clearRedirect();
  }, [redirect, clearRedirect]);

  const settingPassword = status === 'signed-in';
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
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {status === 'loading' && (
          <Center py="md">
            <Loader aria-label="Loading your account" />
          </Center>
        )}
        {status === 'signed-out' && <RequestResetForm />}
        {settingPassword && <NewPasswordForm onDone={() => void navigate(paths.home)} />}
      </Paper>
    </Container>
  );
}
