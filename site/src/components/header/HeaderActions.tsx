import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { signedOutActions } from '../../config/navigation';
import { useAuth, UserActions } from '../../features/auth';

interface Props {
  variant?: 'desktop' | 'mobile';
  onNavigate?: () => void;
}

/** Right-hand side of the header: Sign In / Get Started, or the signed-in user's actions. */
export function HeaderActions({ variant = 'desktop', onNavigate }: Props) {
  const { status } = useAuth();
  if (status === 'signed-in') return <UserActions variant={variant} onNavigate={onNavigate} />;
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
