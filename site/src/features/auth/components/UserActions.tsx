import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@parley/router';
import { paths } from '../../../config/paths';
import { useAuth } from '../auth-context';

interface UserActionsProps {
  /** The mobile menu stacks the buttons and names the admin link in full. */
  variant?: 'desktop' | 'mobile';
  /** Called after a choice, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** The header's signed-in controls: Admin (admins only), the user icon and Sign Out. */
export function UserActions({ variant = 'desktop', onNavigate }: UserActionsProps) {
  const { user, isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  const handleSignOut = async () => {
    onNavigate?.();
    try {
      await signOut();
      void navigate(paths.home);
    } catch {
      // Already toasted by signOut; the user stays signed in.
    }
  };

  const email = user.email ?? 'Your account';
  return (
    <Group gap="sm" wrap="nowrap" {...(variant === 'mobile' ? { grow: true } : {})}>
      {isAdmin && (
        <Button component={Link} to={paths.admin} variant="light" onClick={onNavigate}>
          {variant === 'mobile' ? 'Admin Dashboard' : 'Admin'}
        </Button>
      )}
      <Tooltip label={email}>
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={email} component="span" role="img">
          <IconUserCircle size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Button variant="default" onClick={() => void handleSignOut()}>
        Sign Out
      </Button>
    </Group>
  );
}
