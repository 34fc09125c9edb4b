import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@parley/router';
import { paths } from '../../../config/paths';
import { useAuth } from '../auth-context';
import { AUTH_MESSAGES } from '../lib/auth-messages';
import { CredentialsForm } from './CredentialsForm';

/**
 * Over an admin screen whose session ended (signed out in another tab, or its refresh refused): the
 * screen stays mounted underneath, so an editor's unsaved text is kept, and the admin signs in again
 * here to save it. It cannot be dismissed: without a session nothing on the screen can be saved.
 */
export function SessionEndedDialog() {
  const { signIn } = useAuth();
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={AUTH_MESSAGES.sessionEndedTitle}
      centered
    >
      <Stack>
        <Text size="sm">{AUTH_MESSAGES.sessionEnded}</Text>
        <CredentialsForm
          submitLabel="Sign In"
          busyLabel="Signing In..."
          autoCompletePassword="current-password"
          onSubmit={({ email, password }) => signIn(email, password)}
        />
        <Anchor component={Link} to={paths.home} size="sm">
          {AUTH_MESSAGES.leaveWithoutSaving}
        </Anchor>
      </Stack>
    </Modal>
  );
}
