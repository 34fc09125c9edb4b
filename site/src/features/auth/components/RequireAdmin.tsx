import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet } from '@parley/router';
import { paths } from '../../../config/paths';
import { useAuth } from '../auth-context';

/**
 * Layout route for the admin screens: a signed-out visitor goes to /auth, a signed-in non-admin
 * to /. The database refuses admin writes anyway; this only keeps people off dead ends.
 */
export default function RequireAdmin() {
  const { status, isAdmin } = useAuth();
  if (status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label="Checking your access" />
      </Center>
    );
  }
  if (status === 'signed-out') return <Navigate to={paths.auth} replace />;
  if (!isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
