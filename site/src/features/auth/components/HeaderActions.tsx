import { Button, Group, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from '@parley/router';
import { signedOutActions } from '../../../config/navigation';
import { useAuth } from '../auth-context';

// Signed-in users only (never on the server): its menu code stays out of the visitors' download.
const UserActions = lazy(() => import('./UserActions').then((module) => ({ default: module.UserActions })));

interface Props {
  variant?: 'desktop' | 'mobile';
  onNavigate?: () => void;
}

/** Right-hand side of the header: Sign In / Get Started, or the signed-in user's actions. */
export function HeaderActions({ variant = 'desktop', onNavigate }: Props) {
  const { status } = useAuth();
  if (status === 'signed-in') {
    return (
      <Suspense fallback={null}>
        <UserActions variant={variant} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  const Wrapper = variant === 'mobile' ? Stack : Group;
  return (
    <Wrapper gap="xs">
      <Button component={Link} to={signedOutActions.signIn.to} variant="default" onClick={onNavigate}>
        {signedOutActions.signIn.label}
      </Button>
      <Button component={Link} to={signedOutActions.getStarted.to} onClick={onNavigate}>
        {signedOutActions.getStarted.label}
      </Button>
    </Wrapper>
  );
}
