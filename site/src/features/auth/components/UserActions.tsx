import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link, useRouter } from '@parley/router';
import { paths } from '../../../config/paths';
import { pageReloader } from '../../../lib/missing-code';
import { navigateUnlessHeld } from '../../../lib/navigate-unless-held';
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
  const router = useRouter();
  if (!user) return null;

  const handleSignOut = async () => {
    onNavigate?.();
    // A chunk that fails to load on the way (the home page's, or the drafts' clean-up) must not
    // reload the page under the sign-out: this handler says what happened, or leaves for home.
    const releaseReloads = pageReloader.hold();
    try {
      await signOutAndGoHome();
    } finally {
      releaseReloads();
    }
  };

  const signOutAndGoHome = async () => {
    // Leave first: an editor with unsaved changes asks, and only once the admin has chosen to leave
    // does signing out remove their drafts kept in this browser; "stay" keeps the session and drafts.
    const outcome = await navigateUnlessHeld(router, paths.home);
    if (outcome === 'stayed') return;
    try {
      await signOut();
    } catch {
      // Already toasted by signOut; the user stays signed in, and Sign Out is there to try again.
      return;
    }
    // The home page's code could not be fetched (a deploy removed it, or the network dropped):
    // signed out now, the browser loads the home page itself (a page that is only fetched, or the
    // browser's own offline page), rather than a Sign Out that leaves the admin where they were.
    if (outcome === 'code-missing') pageReloader.leave(paths.home);
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
