import { memo } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { ADMIN_MESSAGES } from '../messages';

export interface ConflictModalProps {
  opened: boolean;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

/** Saving over a newer version is never silent: the admin chooses theirs or ours. */
export const ConflictModal = memo(function ConflictModal({
  opened,
  busy,
  onReload,
  onOverwrite,
  onClose,
}: ConflictModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={ADMIN_MESSAGES.conflictTitle} centered>
      <Text mb="lg">{ADMIN_MESSAGES.conflictText}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Keep editing
        </Button>
        <Button variant="light" onClick={onReload} disabled={busy}>
          Reload their version
        </Button>
        <Button color="red" onClick={onOverwrite} loading={busy}>
          Overwrite with mine
        </Button>
      </Group>
    </Modal>
  );
});
