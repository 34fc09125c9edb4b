import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from '@parley/router';
import { paths } from '../../../config/paths';
import { useAuth } from '../auth-context';
import { returnToState } from '../lib/return-to';

/**
 * Layout route for the admin screens: a signed-out visitor goes to /auth, a signed-in non-admin
 * to /. The database refuses admin writes anyway; this only keeps people off dead ends.
 */
export default function RequireAdmin() {
  const { status, isAdmin } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label="Checking your access" />
      </Center>
    );
  }
  // The admin comes back here after signing in (a session that expired mid-edit: the editor then
  // continues from its kept draft).
  if (status === 'signed-out') {
    return <Navigate to={paths.auth} replace state={returnToState(location.pathname, location.search)} />;
  }
  if (!isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
