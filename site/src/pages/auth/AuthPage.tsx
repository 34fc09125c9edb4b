import { Container, Paper, Title } from '@mantine/core';
import { Navigate, useLocation } from '@parley/router';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { adminReturnPath, AuthTabs, useAuth, useEmailVerification } from '../../features/auth';

/** /auth: Sign In and Sign Up tabs; also where the sign-up confirmation link lands. */
export default function AuthPage() {
  const { status } = useAuth();
  const { state } = useLocation();
  useEmailVerification();

  // Home, or back to the admin screen that sent an admin here to sign in again.
  if (status === 'signed-in') return <Navigate to={adminReturnPath(state) ?? paths.home} replace />;
  return (
    <Container size={420} py="xl">
      <PageMeta route="auth" />
      <Title order={1} ta="center" mb="lg">
        Welcome to Parley
      </Title>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {/* The forms even while the session is read (and in the server's HTML): a visitor can fill
            them in before the application runs; a signed-in visitor is sent home once known. */}
        <AuthTabs />
      </Paper>
    </Container>
  );
}
