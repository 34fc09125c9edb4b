import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ImageDialog } from '../images/ImageDialog';
import { IMAGE_UI_MESSAGES } from '../images/image-ui-messages';

export interface DeleteImageDialogProps {
  fileName: string;
  /** Titles of the posts that still show the image. */
  usedBy: string[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting an image, and warns when posts would lose it. */
export function DeleteImageDialog({ fileName, usedBy, busy, onConfirm, onClose }: DeleteImageDialogProps) {
  const titles = usedBy.map((title) => `"${title}"`).join(', ');
  return (
    <ImageDialog title={IMAGE_UI_MESSAGES.deleteTitle} onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm">
          {fileName}: {IMAGE_UI_MESSAGES.deleteText}
        </Text>
        {usedBy.length > 0 && (
          <Alert color="orange" role="alert">
            {IMAGE_UI_MESSAGES.deleteInUse(titles)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {IMAGE_UI_MESSAGES.cancel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {IMAGE_UI_MESSAGES.delete}
          </Button>
        </Group>
      </Stack>
    </ImageDialog>
  );
}
