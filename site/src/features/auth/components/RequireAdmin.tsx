import { Alert, Center, Container, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from '@parley/router';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useAuth } from '../auth-context';
import { returnToState } from '../lib/return-to';
import { SessionEndedDialog } from './SessionEndedDialog';

export const ADMIN_NEEDS_JAVASCRIPT =
  'The blog admin needs JavaScript: please turn it on, then reload this page.';

/**
 * Layout route for the admin screens: a signed-out visitor goes to /auth, a signed-in non-admin
 * to /; /auth sends an admin back to the admin page they asked for. The database refuses admin writes anyway; this only keeps people off dead ends.
 *
 * Once an admin has had the screens, a session that ends (or reloads its admin answer after a new
 * sign-in) keeps them mounted under a sign-in dialog: sending the admin to /auth would unmount an
 * editor and lose everything typed since the last save.
 */
export default function RequireAdmin() {
  const { status, isAdmin } = useAuth();
  const location = useLocation();
  const [admitted, setAdmitted] = useState(false);
  if (status === 'signed-in' && isAdmin && !admitted) setAdmitted(true);

  if (admitted && !(status === 'signed-in' && !isAdmin)) {
    return (
      <>
        <Outlet />
        {status === 'signed-out' && <SessionEndedDialog />}
      </>
    );
  }
  if (status === 'loading') {
    // The server's HTML of every admin page: with scripts off the session is never read, so the
    // page says why it stays empty instead of spinning for ever.
    return (
      <>
        <noscript>
          <Container size="sm" py="xl">
            <Alert color="yellow" role="alert">
              {ADMIN_NEEDS_JAVASCRIPT}
            </Alert>
          </Container>
        </noscript>
        <Center py="xl">
          <Loader aria-label="Checking your access" />
        </Center>
      </>
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
